// POST /api/auth/password-reset/check: the reset page asks whether its link still works (and for
// which address, for the password manager) before the person types a new password.
import type { ResetTokenInfo } from '../../../contracts/password.js';
import type { Db } from '../../db/client.js';
import { lockUsableReset } from './usable-reset.js';

export async function checkResetToken(db: Db, token: string): Promise<ResetTokenInfo> {
  return db.transaction(async (tx) => {
    const { user } = await lockUsableReset(tx, token, new Date());
    return { email: user.email };
  });
}
