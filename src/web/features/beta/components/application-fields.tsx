// The six fields of a beta application, labelled, each with its message under it.
import { useId } from 'react';
import { errorIdOf, Field } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { cn } from '../../../lib/cn.js';
import type {
  ApplicationErrors,
  ApplicationField,
  ApplicationValues,
} from '../lib/application-form.js';

const textareaClass = cn(
  'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm',
  'placeholder:text-slate-500 focus:border-brand-600',
);

export function ApplicationFields({
  values,
  errors,
  onChange,
}: {
  values: ApplicationValues;
  errors: ApplicationErrors;
  onChange(field: ApplicationField, value: string): void;
}) {
  const id = useId();
  const props = (field: ApplicationField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorIdOf(`${id}-${field}`) : undefined,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-companyName`} label="Company Name" error={errors.companyName}>
        <Input {...props('companyName')} autoComplete="organization" data-autofocus />
      </Field>
      <Field id={`${id}-contactName`} label="Contact Name" error={errors.contactName}>
        <Input {...props('contactName')} autoComplete="name" />
      </Field>
      <Field id={`${id}-email`} label="Email" error={errors.email}>
        <Input {...props('email')} type="email" autoComplete="email" />
      </Field>
      <Field
        id={`${id}-propertiesCount`}
        label="Number of Properties"
        error={errors.propertiesCount}
      >
        <Input {...props('propertiesCount')} type="number" min={1} inputMode="numeric" />
      </Field>
      <div className="sm:col-span-2">
        <Field id={`${id}-useCase`} label="Use Case" error={errors.useCase}>
          <textarea
            {...props('useCase')}
            className={textareaClass}
            placeholder="What kind of properties do you monitor, and how?"
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          id={`${id}-reasonForTesting`}
          label="Why do you want to join the beta?"
          error={errors.reasonForTesting}
        >
          <textarea {...props('reasonForTesting')} className={textareaClass} />
        </Field>
      </div>
    </div>
  );
}
