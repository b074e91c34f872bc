// The one password field of every account form (sign-in, sign-up, the invitation's, a reset and
// Settings → Security): a new password is judged as it is typed, with the hint under the field.
import { newPasswordField } from '../../../contracts/auth.js';
import { PASSWORD_MSG } from '../../../contracts/password.js';
import { Field } from '../ui/form-controls.js';
import { Input } from '../ui/input.js';
import { PasswordStrengthHint, type PasswordOwner } from './password-strength-hint.js';

type OnChange = (e: { target: { value: string } }) => void;

export type PasswordFieldProps = {
  id: string;
  label?: string;
  value: string;
  onChange: OnChange;
  /**
   * 'current': the password the account has; 'new': a new one, judged as typed against `person`
   * (the hint's id is `${id}-strength`); 'again': the new one a second time, not judged again.
   */
  kind: 'current' | 'new' | 'again';
  /** whose password it is: a new one made of their name or address is too easy to guess */
  person?: PasswordOwner;
  required?: boolean;
};

export function PasswordField({
  id,
  label = 'Password',
  value,
  onChange,
  kind,
  person,
  required,
}: PasswordFieldProps) {
  const judged = kind === 'new';
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        type="password"
        autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
        required={required}
        value={value}
        onChange={onChange}
        aria-describedby={judged ? `${id}-strength` : undefined}
      />
      {judged && <PasswordStrengthHint id={`${id}-strength`} password={value} person={person} />}
    </Field>
  );
}

/** "New password" and "Confirm new password": a reset's and a change's pair (ids `id`, `${id}-again`). */
export function NewPasswordFields({
  id,
  password,
  again,
  onPassword,
  onAgain,
  person,
  required,
}: {
  id: string;
  password: string;
  again: string;
  onPassword: OnChange;
  onAgain: OnChange;
  person: PasswordOwner;
  required?: boolean;
}) {
  return (
    <>
      <PasswordField
        id={id}
        label="New password"
        kind="new"
        value={password}
        onChange={onPassword}
        person={person}
        required={required}
      />
      <PasswordField
        id={`${id}-again`}
        label="Confirm new password"
        kind="again"
        value={again}
        onChange={onAgain}
        required={required}
      />
    </>
  );
}

/** What is wrong with a new password typed twice, in the words the form shows; null when nothing. */
export function newPasswordProblem(password: string, again: string): string | null {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Please check the form';
  return password === again ? null : PASSWORD_MSG.mismatch;
}
