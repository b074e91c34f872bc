// npm run set-password -- --email E --password P
// Sets a new password for an existing account (its sessions end), on DATABASE_URL or the embedded
// cluster under DATA_DIR: how an operator helps someone who forgot theirs where no mail is sent.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, newPasswordField } from '../../contracts/auth.js';
import { setPasswordByOperator } from '../accounts/set-password-by-operator.js';
import { safeErrorMessage } from '../lib/redact-error.js';
import { withCliDatabase } from './with-cli-database.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});

async function main(): Promise<void> {
  const input = z.object({ email: emailField, password: newPasswordField }).safeParse(values);
  if (!input.success) throw new Error(input.error.issues.map((i) => i.message).join('; '));
  await withCliDatabase(async (database, config) => {
    const done = await setPasswordByOperator(database.db, config, input.data);
    console.log(
      `new password set for ${done.email} (${done.userId}); ${done.endedSessions} session(s) signed out`,
    );
  });
}

main().catch((err: unknown) => {
  console.error(safeErrorMessage(err));
  process.exit(1);
});
