// The policy editor (admins): name, default, how often the last step repeats, and the ordered
// steps, each "notify these members and channels, then wait N minutes". Steps are added,
// removed and moved with ordinary buttons, so the keyboard alone does it all; focus follows the
// step that moved and lands somewhere sensible after an add or a remove.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type {
  EscalationChoices,
  EscalationPolicy,
  EscalationPolicyBody,
} from '../../../../contracts/escalation.js';
import { Button } from '../../../components/ui/button.js';
import { Field, fieldControl } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { messageOf } from '../../../lib/api-error.js';

type Step = {
  key: number;
  memberIds: string[];
  channelIds: number[];
  waitMinutes: string;
  overridesQuietHours: boolean;
};

let nextKey = 1;
const blankStep = (): Step => ({
  key: nextKey++,
  memberIds: [],
  channelIds: [],
  waitMinutes: '10',
  overridesQuietHours: false,
});

export function PolicyEditor({
  policy,
  choices,
  saving,
  error,
  onSave,
  onCancel,
}: {
  policy: EscalationPolicy | null;
  choices: EscalationChoices;
  saving: boolean;
  error: unknown;
  onSave(body: EscalationPolicyBody): void;
  onCancel(): void;
}) {
  const [name, setName] = useState(policy?.name ?? '');
  const [isDefault, setIsDefault] = useState(policy?.isDefault ?? false);
  const [repeatLast, setRepeatLast] = useState(String(policy?.repeatLast ?? 0));
  const [steps, setSteps] = useState<Step[]>(
    policy
      ? policy.steps.map((s) => ({ ...s, key: nextKey++, waitMinutes: String(s.waitMinutes) }))
      : [blankStep()],
  );
  const form = useRef<HTMLFormElement>(null);
  // after a move, add or remove: the control that should have focus next
  const focusNext = useRef<string | null>(null);
  const setFocusNext = (selector: string) => {
    focusNext.current = selector;
  };
  useEffect(() => {
    if (!focusNext.current) return;
    form.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  }, [steps]);

  const update = (key: number, change: Partial<Step>) =>
    setSteps((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    setSteps((all) => {
      const copy = [...all];
      [copy[index], copy[to]] = [copy[to]!, copy[index]!];
      return copy;
    });
    const target = to === 0 ? 'down' : to === steps.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
    setFocusNext(`[data-step="${steps[index]!.key}"] [data-move="${target}"]`);
  };
  const add = () => {
    const step = blankStep();
    setSteps((all) => [...all, step]);
    setFocusNext(`[data-step="${step.key}"] input`);
  };
  const remove = (key: number) => {
    setSteps((all) => all.filter((s) => s.key !== key));
    setFocusNext('[data-add-step]');
  };
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({
      name,
      isDefault,
      repeatLast: Number(repeatLast),
      steps: steps.map((s) => ({
        memberIds: s.memberIds,
        channelIds: s.channelIds,
        waitMinutes: Number(s.waitMinutes),
        overridesQuietHours: s.overridesQuietHours,
      })),
    });
  };
  const problem = error ? messageOf(error) : undefined;

  return (
    <form ref={form} onSubmit={submit} className="space-y-4" aria-label="Escalation policy">
      <Field id="policy-name" label="Policy name">
        <Input
          {...fieldControl('policy-name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => setIsDefault(e.target.checked)}
        />
        Default policy of the workspace
      </label>
      <ol className="space-y-3" aria-label="Steps">
        {steps.map((s, i) => (
          <li key={s.key} data-step={s.key}>
            <fieldset className="rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium">Step {i + 1}</legend>
              <div className="grid gap-3 md:grid-cols-2">
                <fieldset>
                  <legend className="text-sm text-slate-700">Notify members</legend>
                  {choices.members.map((m) => (
                    <label key={m.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={s.memberIds.includes(m.id)}
                        onChange={() => update(s.key, { memberIds: toggle(s.memberIds, m.id) })}
                      />
                      {m.name}
                    </label>
                  ))}
                </fieldset>
                <fieldset>
                  <legend className="text-sm text-slate-700">Notify channels</legend>
                  {choices.channels.length === 0 && (
                    <p className="text-sm text-slate-500">No channels yet (Settings → Webhooks).</p>
                  )}
                  {choices.channels.map((c) => (
                    <label key={c.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={s.channelIds.includes(c.id)}
                        onChange={() => update(s.key, { channelIds: toggle(s.channelIds, c.id) })}
                      />
                      {c.name} ({c.type})
                    </label>
                  ))}
                </fieldset>
              </div>
              <div className="mt-3 flex flex-wrap items-end gap-4">
                <Field id={`wait-${s.key}`} label={`Then wait (minutes) after step ${i + 1}`}>
                  <Input
                    {...fieldControl(`wait-${s.key}`)}
                    type="number"
                    min={1}
                    max={1440}
                    className="w-32"
                    value={s.waitMinutes}
                    onChange={(e) => update(s.key, { waitMinutes: e.target.value })}
                  />
                </Field>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={s.overridesQuietHours}
                    onChange={(e) => update(s.key, { overridesQuietHours: e.target.checked })}
                  />
                  Urgent: overrides quiet hours
                </label>
                <div className="ml-auto flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    data-move="up"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={`Move step ${i + 1} up`}
                  >
                    <ArrowUp aria-hidden className="h-4 w-4" /> Up
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    data-move="down"
                    disabled={i === steps.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move step ${i + 1} down`}
                  >
                    <ArrowDown aria-hidden className="h-4 w-4" /> Down
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => remove(s.key)}
                    aria-label={`Remove step ${i + 1}`}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" /> Remove
                  </Button>
                </div>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="outline" data-add-step onClick={add}>
        <Plus aria-hidden className="h-4 w-4" /> Add step
      </Button>
      <Field
        id="repeat-last"
        label="Repeat the last step (times)"
        hint="0 to 10; escalation stops as soon as someone acknowledges or the incident ends."
      >
        <Input
          {...fieldControl('repeat-last')}
          type="number"
          min={0}
          max={10}
          className="w-32"
          value={repeatLast}
          onChange={(e) => setRepeatLast(e.target.value)}
        />
      </Field>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save policy'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
