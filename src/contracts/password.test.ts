import { describe, expect, it } from 'vitest';
import { noPasswordMessage, PASSWORD_MSG } from './password.js';

describe('an account without a password is told the way that works on this installation', () => {
  it('sends single sign-on users to their provider', () => {
    expect(noPasswordMessage({ oidc: true, mailConfigured: true })).toBe(PASSWORD_MSG.noPassword);
  });
  it('offers "Forgot password?" only where a reset link can be mailed', () => {
    expect(noPasswordMessage({ oidc: false, mailConfigured: true })).toBe(
      PASSWORD_MSG.noPasswordYet,
    );
    const withoutMail = noPasswordMessage({ oidc: false, mailConfigured: false });
    expect(withoutMail).toBe(PASSWORD_MSG.noPasswordNoMail);
    expect(withoutMail).not.toContain('Forgot password');
  });
});
