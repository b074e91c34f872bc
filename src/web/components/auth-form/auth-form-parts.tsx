// Pieces the sign-in page's and the invitation page's account forms share: the name pair of a
// sign-up, the password field's props, the error line and the "switch to the other form" line.
import type { AuthFields, AuthMode } from '../../lib/auth/auth-request.js';
import { Field } from '../ui/form-controls.js';
import { Input } from '../ui/input.js';
import type { PasswordFieldProps } from './password-field.js';

export type SetField = (key: keyof AuthFields) => (e: { target: { value: string } }) => void;

type FieldsProps = { idPrefix: string; fields: AuthFields; set: SetField };

export function NameFields({ idPrefix, fields, set }: FieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field id={`${idPrefix}-first-name`} label="First name">
        <Input
          id={`${idPrefix}-first-name`}
          autoComplete="given-name"
          value={fields.firstName}
          onChange={set('firstName')}
        />
      </Field>
      <Field id={`${idPrefix}-last-name`} label="Last name">
        <Input
          id={`${idPrefix}-last-name`}
          autoComplete="family-name"
          value={fields.lastName}
          onChange={set('lastName')}
        />
      </Field>
    </div>
  );
}

/** The password field's props on an account form: a sign-up's is new and judged, a sign-in's is not. */
export const accountPassword = (
  mode: AuthMode,
  fields: AuthFields,
  set: SetField,
): Pick<PasswordFieldProps, 'kind' | 'value' | 'onChange' | 'person'> => ({
  kind: mode === 'sign-up' ? 'new' : 'current',
  value: fields.password,
  onChange: set('password'),
  person: fields,
});

export function AuthError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {message}
    </p>
  );
}

/** "Already have an account? Sign in" under the form. */
export function SwitchModeLine({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch(): void;
}) {
  return (
    <p className="text-center text-sm text-slate-600">
      {question}{' '}
      <button
        type="button"
        onClick={onSwitch}
        className="font-medium text-brand-700 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
