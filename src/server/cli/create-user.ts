// npm run create-user -- --email E --password P [--owner | --platform-role owner|admin]
//                        [--first-name F] [--last-name L] [--workspace-of EMAIL --role admin|staff|viewer]
// Creates an account from the shell, on DATABASE_URL or the embedded cluster under DATA_DIR.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { signUpBody } from '../../contracts/auth.js';
import { hashPassword } from '../auth/password.js';
import { createAccount } from '../accounts/create-account.js';
import { newWorkspacePlan } from '../accounts/new-workspace-plan.js';
import { safeErrorMessage } from '../lib/redact-error.js';
import { memberships, users } from '../db/schema/index.js';
import { withCliDatabase } from './with-cli-database.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    owner: { type: 'boolean', default: false },
    'platform-role': { type: 'string' },
    'workspace-of': { type: 'string' },
    role: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const input = signUpBody.safeParse({
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!input.success) throw new Error(input.error.issues.map((i) => i.message).join('; '));
  const platformRole = values.owner ? 'owner' : values['platform-role'];
  if (platformRole !== undefined && platformRole !== 'owner' && platformRole !== 'admin') {
    throw new Error('--platform-role must be owner or admin');
  }
  const role = values.role ?? 'admin';
  if (role !== 'admin' && role !== 'staff' && role !== 'viewer') {
    throw new Error('--role must be admin, staff or viewer');
  }
  await withCliDatabase(async (database, config) => {
    let joinWorkspace;
    if (values['workspace-of']) {
      const [found] = await database.db
        .select({ workspaceId: memberships.workspaceId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(sql`lower(${users.email})`, sql`lower(${values['workspace-of']})`));
      const workspaceId = found?.workspaceId;
      if (!workspaceId) throw new Error(`No account with e-mail ${values['workspace-of']}`);
      joinWorkspace = { workspaceId, role: role as 'admin' | 'staff' | 'viewer' };
    }
    const { userId } = await createAccount(
      database.db,
      {
        ...input.data,
        passwordHash: await hashPassword(input.data.password),
        // the operator vouches for addresses made from the shell
        emailVerified: true,
        ...(platformRole ? { platformRole } : {}),
        joinWorkspace,
      },
      newWorkspacePlan(config),
    );
    console.log(`created user ${input.data.email} (${userId})`);
  });
}

main().catch((err: unknown) => {
  console.error(safeErrorMessage(err));
  process.exit(1);
});
