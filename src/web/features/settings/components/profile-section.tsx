// Profile information: the caller's own first name, last name and e-mail.
import { useState, type FormEvent } from 'react';
import { User } from 'lucide-react';
import type { Settings } from '../../../../contracts/settings.js';
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
import { useUpdateProfile } from '../api/settings.js';
import { toastError } from '../lib/error-toast.js';
import {
  profileValuesOf,
  toProfileBody,
  validateProfileForm,
  type ProfileErrors,
  type ProfileField,
} from '../lib/profile-form.js';
import { errorIdOf, Field } from '../../../components/ui/form-controls.js';

export function ProfileSection({ profile }: { profile: Settings['profile'] }) {
  const [values, setValues] = useState(() => profileValuesOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile();

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
        toast({
          title: 'Profile saved',
          description: 'Your profile has been updated.',
          variant: 'success',
        });
      },
      onError: (err) => toastError(err, 'Failed to save profile'),
    });
  };

  const input = (
    field: ProfileField,
    label: string,
    extra: { type?: string; autoComplete: string },
  ) => {
    const id = `profile-${field}`;
    return (
      <Field id={id} label={label} error={errors[field]}>
        <Input
          id={id}
          value={values[field]}
          maxLength={field === 'email' ? 254 : 100}
          aria-invalid={Boolean(errors[field])}
          aria-describedby={errors[field] ? errorIdOf(id) : undefined}
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
          {input('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
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
