// Profile information: the caller's own first name, last name and e-mail. The e-mail shows whether
// it is verified; a new one needs the current password and waits for its link (pending).
import { useState, type FormEvent } from 'react';
import { User } from 'lucide-react';
import type { Settings } from '../../../../contracts/settings.js';
import { VERIFY_MSG } from '../../../../contracts/verification.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useUpdateProfile } from '../api/update-profile.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import {
  isEmailChange,
  profileValuesOf,
  toProfileBody,
  validateProfileForm,
  type ProfileErrors,
  type ProfileField,
} from '../lib/profile-form.js';
import { fieldControl, Field } from '../../../components/ui/form-controls.js';

type Props = { profile: Settings['profile']; mail: Settings['mail'] };

export function ProfileSection({ profile, mail }: Props) {
  const [values, setValues] = useState(() => profileValuesOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile();
  const changing = isEmailChange(values, profile) && profile.hasPassword;

  const set = (field: ProfileField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors(validateProfileForm(next, profile));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfileForm(values, profile);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(toProfileBody(values, profile), {
      onSuccess: (saved) => {
        setValues(profileValuesOf(saved.profile));
        const pending = saved.profile.pendingEmail;
        toast({
          title: 'Profile saved',
          description:
            changing && pending
              ? `We sent a link to ${pending}. Your e-mail changes when you follow it.`
              : 'Your profile has been updated.',
          variant: 'success',
        });
      },
      onError: (err) => toastApiError(err, 'Failed to save profile'),
    });
  };

  const input = (
    field: ProfileField,
    label: string,
    extra: { type?: string; autoComplete: string; readOnly?: boolean },
    hint?: string,
  ) => {
    const id = `profile-${field}`;
    return (
      <Field id={id} label={label} error={errors[field]} hint={hint}>
        <Input
          {...fieldControl(id, errors[field])}
          value={values[field] ?? ''}
          maxLength={field === 'firstName' || field === 'lastName' ? 100 : 254}
          onChange={(e) => set(field, e.target.value)}
          {...extra}
        />
      </Field>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <User className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Profile information
        </CardTitle>
        <CardDescription>Your name and the e-mail address you sign in with.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Profile information" className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {input('firstName', 'First name', { autoComplete: 'given-name' })}
            {input('lastName', 'Last name', { autoComplete: 'family-name' })}
          </div>
          {input(
            'email',
            'E-mail',
            { type: 'email', autoComplete: 'email', readOnly: !profile.hasPassword },
            profile.hasPassword
              ? 'A new address needs your current password and takes effect when you follow the link we send to it.'
              : VERIFY_MSG.emailFromProvider,
          )}
          <EmailState profile={profile} />
          {changing &&
            input('currentPassword', 'Current password', {
              type: 'password',
              autoComplete: 'current-password',
            })}
          {!mail.configured && (
            <p data-testid="mail-not-configured" className="text-sm text-amber-800">
              {VERIFY_MSG.mailNotConfigured}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Verified or not (in words, not colour alone), and a change waiting for its link. */
function EmailState({ profile }: { profile: Settings['profile'] }) {
  if (!profile.email) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="email-state">
      <p className="flex items-center gap-2 text-slate-600">
        {profile.email}
        {profile.emailVerified ? (
          <Badge variant="success">Verified</Badge>
        ) : (
          <Badge variant="warning">Not verified</Badge>
        )}
      </p>
      {profile.pendingEmail && (
        <p data-testid="pending-email" className="text-amber-800">
          Pending verification: {profile.pendingEmail}. Follow the link we sent there; until then
          you keep {profile.email}.
        </p>
      )}
    </div>
  );
}
