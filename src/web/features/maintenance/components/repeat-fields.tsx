// The recurrence's own fields: the days of a weekly window, the day of a monthly one, and the
// last day any of them repeats.
import { Field, fieldControl } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import {
  WEEKDAY_LABELS,
  WEEKDAYS,
  type WindowErrors,
  type WindowFormValues,
} from '../lib/window-form.js';

type Props = {
  values: WindowFormValues;
  errors: WindowErrors;
  onChange(next: WindowFormValues): void;
};

export function RepeatFields({ values, errors, onChange }: Props) {
  if (values.repeat === 'none' || values.repeat === 'custom') return null;
  return (
    <div className="space-y-4 rounded-md border border-slate-200 p-3">
      {values.repeat === 'weekly' && (
        <fieldset aria-describedby={errors.weekdays ? 'mw-weekdays-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">On these days</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {WEEKDAYS.map((d) => (
              <label key={d} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300"
                  checked={values.weekdays.includes(d)}
                  onChange={(e) =>
                    onChange({
                      ...values,
                      weekdays: e.target.checked
                        ? [...values.weekdays, d]
                        : values.weekdays.filter((x) => x !== d),
                    })
                  }
                />
                {WEEKDAY_LABELS[d]}
              </label>
            ))}
          </div>
          {errors.weekdays && (
            <p id="mw-weekdays-error" role="alert" className="mt-1 text-sm text-red-600">
              {errors.weekdays}
            </p>
          )}
        </fieldset>
      )}
      {values.repeat === 'monthly' && (
        <Field id="mw-month-day" label="Day of the month" error={errors.monthDay}>
          <Input
            {...fieldControl('mw-month-day', errors.monthDay)}
            type="number"
            min={1}
            max={31}
            value={values.monthDay}
            onChange={(e) => onChange({ ...values, monthDay: e.target.value })}
          />
        </Field>
      )}
      <Field
        id="mw-until"
        label="Repeat until (last day)"
        error={errors.until}
        hint="A repeating window needs an end."
      >
        <Input
          {...fieldControl('mw-until', errors.until)}
          type="date"
          value={values.until}
          onChange={(e) => onChange({ ...values, until: e.target.value })}
        />
      </Field>
    </div>
  );
}
