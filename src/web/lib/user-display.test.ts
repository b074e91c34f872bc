import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './user-display.js';

const u = (firstName: string | null, lastName: string | null, email: string | null) => ({
  firstName,
  lastName,
  email,
});

describe('avatarInitial', () => {
  it('is the first letter of the first name, else of the e-mail, else U', () => {
    expect(avatarInitial(u('Ada', 'Lovelace', 'ada@example.com'))).toBe('A');
    expect(avatarInitial(u(null, 'Lovelace', 'zed@example.com'))).toBe('z');
    expect(avatarInitial(u('', null, null))).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});

describe('displayName', () => {
  it('is the full name, else the e-mail, else User', () => {
    expect(displayName(u('Ada', 'Lovelace', 'ada@example.com'))).toBe('Ada Lovelace');
    expect(displayName(u('Ada', null, 'ada@example.com'))).toBe('Ada');
    expect(displayName(u(null, null, 'ada@example.com'))).toBe('ada@example.com');
    expect(displayName(u(null, null, null))).toBe('User');
  });
});
