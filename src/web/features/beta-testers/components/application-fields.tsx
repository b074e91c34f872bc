// The six fields of a beta application, labelled, each with its message under it.
import { useId } from 'react';
import { Field, fieldControl } from '../../../components/ui/form-controls.js';
import { Input, Textarea } from '../../../components/ui/input.js';
import type {
  ApplicationErrors,
  ApplicationField,
  ApplicationValues,
} from '../lib/application-form.js';

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
    ...fieldControl(`${id}-${field}`, errors[field]),
    name: field,
    value: values[field],
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
          <Textarea
            {...props('useCase')}
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
          <Textarea {...props('reasonForTesting')} />
        </Field>
      </div>
    </div>
  );
}
