// How the signed-in user is shown in the sidebar footer (spec core §2).
import type { CurrentUser } from '../../contracts/auth.js';

type UserNames = Pick<CurrentUser, 'email' | 'firstName' | 'lastName'>;

/** First letter of the first name, else of the e-mail, else "U". */
export function avatarInitial(user: UserNames | null | undefined): string {
  return user?.firstName?.trim().charAt(0) || user?.email?.trim().charAt(0) || 'U';
}

/** The full name, else the e-mail, else "User". */
export function displayName(user: UserNames | null | undefined): string {
  const full = [user?.firstName, user?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user?.email || 'User';
}
