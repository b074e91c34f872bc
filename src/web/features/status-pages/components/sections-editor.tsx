// The sections of a page and the properties each shows, in order: rename, move up and down,
// remove, add a property (or every property not shown yet) to a section, or let one section show
// every other property of the workspace, new ones included. Every control is a labelled button or
// field, so the editor works with the keyboard alone. In a workspace too large to list whole
// (`paged`, issue 32) the property to add is found by a search typed (the server's first matches).
import { matchesText } from '../../../components/property-search-picker.js';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import type { Property } from '../../../../contracts/properties.js';
import { Button } from '../../../components/ui/button.js';
import { selectClass } from '../../../components/ui/form-controls.js';
import { Input, Label } from '../../../components/ui/input.js';
import { propertySearchOptions } from '../../../lib/api/property-search.js';
import { moved, newSection, type SectionRow, type ShownRow } from '../lib/page-form.js';

type Props = {
  sections: SectionRow[];
  onChange(next: SectionRow[]): void;
  properties: readonly Property[];
  paged?: boolean;
};

/** The matches a large workspace's "Add a property" offers at once. */
const PAGED_MATCHES = 50;

export function SectionsEditor({ sections, onChange, properties, paged = false }: Props) {
  const shown = new Set(sections.flatMap((s) => s.rows.map((r) => r.propertyId)));
  const free = properties.filter((p) => !shown.has(p.id));
  const setSection = (i: number, s: SectionRow) =>
    onChange(sections.map((x, j) => (j === i ? s : x)));
  const allIn = sections.findIndex((s) => s.allProperties);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">Sections and properties</legend>
      {sections.map((s, i) => (
        <SectionBox
          key={s.key}
          section={s}
          index={i}
          count={sections.length}
          free={free}
          paged={paged}
          shown={shown}
          allElsewhere={allIn !== -1 && allIn !== i}
          onChange={(next) => setSection(i, next)}
          onMove={(by) => onChange(moved(sections, i, by))}
          onRemove={() => onChange(sections.filter((_, j) => j !== i))}
        />
      ))}
      <Button variant="outline" size="sm" onClick={() => onChange([...sections, newSection()])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add section
      </Button>
    </fieldset>
  );
}

type BoxProps = {
  section: SectionRow;
  index: number;
  count: number;
  free: readonly Property[];
  paged: boolean;
  /** the properties some section shows already */
  shown: ReadonlySet<number>;
  /** another section already shows all the rest (one section at most may) */
  allElsewhere: boolean;
  onChange(next: SectionRow): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
};

const rowOf = (p: Property): ShownRow => ({
  propertyId: p.id,
  propertyName: p.name,
  displayName: '',
  showAddress: false,
});

function SectionBox(props: BoxProps) {
  const { section, index, count, allElsewhere, onChange, onMove, onRemove } = props;
  const id = useId();
  const [pick, setPick] = useState('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const matches = useQuery(
    propertySearchOptions({ search: deferred, limit: PAGED_MATCHES }, props.paged),
  );
  const free = props.paged
    ? (matches.data?.properties ?? []).filter((p) => !props.shown.has(p.id))
    : props.free;
  const label = section.name || `Section ${index + 1}`;
  const setRow = (i: number, r: ShownRow) =>
    onChange({ ...section, rows: section.rows.map((x, j) => (j === i ? r : x)) });
  const add = () => {
    const p = free.find((x) => String(x.id) === pick);
    if (!p) return;
    onChange({ ...section, rows: [...section.rows, rowOf(p)] });
    setPick('');
  };

  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={`${id}-name`}>Section name</Label>
          <Input
            id={`${id}-name`}
            value={section.name}
            onChange={(e) => onChange({ ...section, name: e.target.value })}
          />
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Move ${label} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Move ${label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" aria-label={`Remove ${label}`} onClick={onRemove}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <ul className="space-y-2" aria-label={`Properties in ${label}`}>
        {section.rows.map((r, i) => (
          <li key={r.propertyId} className="flex flex-wrap items-end gap-2 rounded bg-slate-50 p-2">
            <div className="min-w-48 flex-1 space-y-1">
              <Label htmlFor={`${id}-dn-${r.propertyId}`}>Display name of {r.propertyName}</Label>
              <Input
                id={`${id}-dn-${r.propertyId}`}
                value={r.displayName}
                placeholder={r.propertyName}
                onChange={(e) => setRow(i, { ...r, displayName: e.target.value })}
              />
            </div>
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input
                type="checkbox"
                checked={r.showAddress}
                onChange={(e) => setRow(i, { ...r, showAddress: e.target.checked })}
              />
              Show address
            </label>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Move ${r.propertyName} up`}
              disabled={i === 0}
              onClick={() => onChange({ ...section, rows: moved(section.rows, i, -1) })}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Move ${r.propertyName} down`}
              disabled={i === section.rows.length - 1}
              onClick={() => onChange({ ...section, rows: moved(section.rows, i, 1) })}
            >
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Remove ${r.propertyName} from the page`}
              onClick={() => onChange({ ...section, rows: section.rows.filter((_, j) => j !== i) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={section.allProperties}
            disabled={allElsewhere}
            aria-describedby={`${id}-all-help`}
            onChange={(e) => onChange({ ...section, allProperties: e.target.checked })}
          />
          Also show every other property of the workspace
        </label>
        <p id={`${id}-all-help`} className="mt-1 text-slate-600">
          {allElsewhere
            ? 'Another section already shows every other property.'
            : 'Properties added later appear here without editing the page.'}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {props.paged && (
          <div className="min-w-48 flex-1 space-y-1">
            <Label htmlFor={`${id}-find`}>Find a property for {label}</Label>
            <Input
              id={`${id}-find`}
              type="search"
              autoComplete="off"
              value={search}
              placeholder="Type a name, address or IP"
              aria-describedby={`${id}-found`}
              onChange={(e) => setSearch(e.target.value)}
            />
            <p id={`${id}-found`} className="text-xs text-slate-600" aria-live="polite">
              {matchesText(matches.data?.total, PAGED_MATCHES)}
            </p>
          </div>
        )}
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={`${id}-add`}>Add a property to {label}</Label>
          <select
            id={`${id}-add`}
            className={selectClass}
            value={pick}
            onChange={(e) => setPick(e.target.value)}
          >
            <option value="">Choose a property</option>
            {free.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" onClick={add} disabled={!pick}>
          Add
        </Button>
        {!props.paged && (
          <Button
            variant="outline"
            disabled={free.length === 0}
            onClick={() => onChange({ ...section, rows: [...section.rows, ...free.map(rowOf)] })}
          >
            Add all remaining ({free.length})
          </Button>
        )}
      </div>
    </div>
  );
}
