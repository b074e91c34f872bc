// Small form pieces shared by every form: a labelled field with its message, a select's look, a switch.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { Label, Textarea } from './input.js';

export const selectClass = cn(
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm',
  'focus:border-brand-600',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

/** Ids for a field's message, so inputs can point at it with aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * What ties a control to its Field: its id and, while the field shows an error, aria-invalid and
 * aria-describedby pointing at the message.
 */
export const fieldControl = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdOf(id) : undefined,
});

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={errorIdOf(id)} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}

/** The optional free-text notes of a review. */
export function NotesField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Field id={id} label="Notes (optional)">
      <Textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

export type SwitchProps = {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
};

/** A labelled on/off switch (role="switch"), its description under the label. */
export function Switch({
  id,
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: SwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {description && <p className="text-sm text-slate-500">{description}</p>}
      </div>
      <SwitchButton
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}

/** The switch itself, for a caller that lays out its own label (whose htmlFor is `id`). */
export function SwitchButton({
  id,
  checked,
  disabled,
  describedBy,
  onCheckedChange,
}: Pick<SwitchProps, 'id' | 'checked' | 'disabled' | 'onCheckedChange'> & {
  /** the id of text that says what the current state does */
  describedBy?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
