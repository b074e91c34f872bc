// Accounts for journeys: the first (owner) account made by owner.setup.ts, fresh ones per test.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';

export type Account = { email: string; password: string; firstName: string; lastName: string };

/** The first account on the fresh install: platform owner ("Website Owner"). */
export const OWNER: Account = {
  email: 'olivia.owner@example.com',
  password: 'owner-password-1',
  firstName: 'Olivia',
  lastName: 'Owner',
};

/** Where owner.setup.ts leaves the owner's signed-in browser state. */
export const OWNER_STATE = 'test-results/.auth/owner.json';

let counter = 0;

/** A new account's details, unique within and across runs. */
export function newAccount(prefix: string): Account {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${prefix}.${tag}@example.com`,
    password: `pw-${tag}-secret`,
    firstName: prefix.charAt(0).toUpperCase() + prefix.slice(1),
    lastName: `Tester${counter}`,
  };
}

export async function signUpViaApi(request: APIRequestContext, a: Account): Promise<void> {
  const res = await request.post('/api/auth/sign-up', { data: a });
  if (res.status() !== 201) throw new Error(`sign-up ${res.status()}: ${await res.text()}`);
}

/** A new account with a workspace of its own (its admin), signed up and so signed in on `request`. */
export async function signUpNewAccount(
  request: APIRequestContext,
  prefix: string,
): Promise<Account> {
  const a = newAccount(prefix);
  await signUpViaApi(request, a);
  return a;
}

export async function signInViaApi(request: APIRequestContext, a: Account): Promise<void> {
  const res = await request.post('/api/auth/sign-in', {
    data: { email: a.email, password: a.password },
  });
  if (res.status() !== 200) throw new Error(`sign-in ${res.status()}: ${await res.text()}`);
}

const CLI = 'src/server/cli/create-user.ts';
export const hasCreateUserCli = existsSync(CLI);

/**
 * Creates an account with the lead's CLI on the server's database (same DATA_DIR), e.g.
 * `['--workspace-of', OWNER.email, '--role', 'staff']` or `['--platform-role', 'admin']`.
 */
export async function createUserViaCli(a: Account, extra: string[]): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const args = [CLI, '--email', a.email, '--password', a.password];
  args.push('--first-name', a.firstName, '--last-name', a.lastName, ...extra);
  await promisify(execFile)('node_modules/.bin/tsx', args, {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
}

/** A new account made with the CLI (`extra` as createUserViaCli takes it), signed in on `request`. */
export async function signInAsNewCliUser(
  request: APIRequestContext,
  prefix: string,
  extra: string[],
): Promise<Account> {
  const a = newAccount(prefix);
  await createUserViaCli(a, extra);
  await signInViaApi(request, a);
  return a;
}

/** A new `role` member of the workspace `ownerEmail` signed up with, signed in on `request`. */
export function signInAsNewMember(
  request: APIRequestContext,
  prefix: string,
  ownerEmail: string,
  role: 'admin' | 'staff' | 'viewer',
): Promise<Account> {
  return signInAsNewCliUser(request, prefix, ['--workspace-of', ownerEmail, '--role', role]);
}
