import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG } from '../../../../contracts/settings.js';
import { VERIFY_MSG } from '../../../../contracts/verification.js';
import { profileValuesOf, toProfileBody, validateProfileForm } from './profile-form.js';

const saved = {
  firstName: 'Ada',
  lastName: null,
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: null,
  hasPassword: true,
};

describe('profile form', () => {
  it('starts from the saved profile', () => {
    expect(profileValuesOf(saved)).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
    });
  });

  it('sends names as typed (empty clears) and the e-mail', () => {
    expect(toProfileBody({ firstName: 'Ada', lastName: '', email: 'a@b.co' }, saved)).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'a@b.co',
    });
  });

  it('leaves out an e-mail that was never set and is still empty', () => {
    const noEmail = { ...saved, email: null };
    expect(toProfileBody({ firstName: 'A', lastName: 'B', email: ' ' }, noEmail)).toEqual({
      firstName: 'A',
      lastName: 'B',
    });
    expect(validateProfileForm({ firstName: 'A', lastName: 'B', email: '' }, noEmail)).toEqual({});
  });

  it("refuses a bad or removed e-mail with the server's message", () => {
    expect(validateProfileForm({ firstName: '', lastName: '', email: 'nope' }, saved)).toEqual({
      email: SETTINGS_MSG.emailInvalid,
    });
    expect(validateProfileForm({ firstName: '', lastName: '', email: '' }, saved)).toEqual({
      email: SETTINGS_MSG.emailInvalid,
    });
  });

  it('limits names to 100 characters', () => {
    expect(
      validateProfileForm(
        { firstName: 'x'.repeat(101), lastName: '', email: 'ada@example.com' },
        saved,
      ),
    ).toEqual({ firstName: 'First name must be at most 100 characters' });
  });

  it('asks for the current password when the e-mail changes, and sends it', () => {
    const moved = { firstName: 'Ada', lastName: '', email: 'new@example.com' };
    expect(validateProfileForm(moved, saved)).toEqual({
      currentPassword: VERIFY_MSG.passwordRequired,
    });
    expect(validateProfileForm({ ...moved, email: 'ADA@example.com' }, saved)).toEqual({});
    const withPassword = { ...moved, currentPassword: 'secret-1' };
    expect(validateProfileForm(withPassword, saved)).toEqual({});
    expect(toProfileBody(withPassword, saved)).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'new@example.com',
      currentPassword: 'secret-1',
    });
    // the same address: the password is not sent
    expect(
      toProfileBody({ ...withPassword, email: 'ada@example.com' }, saved).currentPassword,
    ).toBeUndefined();
  });
});
