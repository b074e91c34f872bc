// OpenID Connect sign-in end to end: a real identity provider (oidc-provider, in-process on
// loopback) and the app on a real port, driven the way a browser would drive them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- oidc-provider ships no type declarations; the slice used here is typed below.
import ProviderModule from 'oidc-provider';
import { OIDC_LINK_ERRORS, VERIFY_MSG } from '../../../contracts/verification.js';
import { hashPassword } from '../../auth/password.js';
import { freePort } from '../../db/embedded.js';
import { createAccount } from '../../accounts/create-account.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Claims = {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture: string;
};
type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
type ProviderConfiguration = {
  clients: Array<Record<string, unknown>>;
  pkce: { required: () => boolean };
  findAccount: (ctx: unknown, id: string) => Promise<Account | undefined>;
  claims: Record<string, string[]>;
  cookies: { keys: string[] };
  features: Record<string, { enabled: boolean }>;
};
type Provider = { callback: () => http.RequestListener };
const ProviderClass = ProviderModule as new (
  issuer: string,
  config: ProviderConfiguration,
) => Provider;

const CLIENT_ID = 'property-monitor';
const CLIENT_SECRET = 'a-test-client-secret-that-is-long-enough';
const STEP_TIMEOUT_MS = 5_000;

/** The identities the provider knows: login name = subject. */
const accounts = new Map<string, Claims>([
  [
    'alice-sub',
    {
      email: 'Alice@Example.test',
      email_verified: true,
      given_name: 'Alice',
      family_name: 'Anders',
      picture: 'https://img.example.test/alice.png',
    },
  ],
  [
    'bob-sub',
    {
      email: 'bob@example.test',
      email_verified: true,
      given_name: 'Bob',
      family_name: 'Baker',
      picture: 'https://img.example.test/bob.png',
    },
  ],
  // the real owner of carol@, whose address someone signed up with a password first
  ['carol-sub', person('carol', true)],
  // a provider that does not vouch for dave@
  ['dave-sub', person('dave', false)],
  ['erin-sub', person('erin', false)],
  // an address the provider does not vouch for, of a verified account (never linked)
  ['frank-sub', person('frank', false)],
]);

function person(name: string, verified: boolean): Claims {
  return {
    email: `${name}@example.test`,
    email_verified: verified,
    given_name: name,
    family_name: 'Example',
    picture: `https://img.example.test/${name}.png`,
  };
}

/** Cookies of one host, keyed by name and path, sent the way a browser would (path-prefix match). */
class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        const key = k.toLowerCase();
        if (key === 'path' && v) path = v;
        if (key === 'max-age' && Number(v) <= 0) expired = true;
        if (key === 'expires' && Date.parse(v) <= Date.now()) expired = true;
      }
      const id = `${name};${path}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { name, value, path });
    }
  }

  headerFor(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (c) =>
          url.pathname === c.path ||
          url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }
}

/** One browser: a cookie jar per host, redirects followed by hand. */
class Browser {
  private jars = new Map<string, CookieJar>();

  jar(host: string): CookieJar {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new CookieJar()));
    return jar;
  }

  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}) {
    const jar = this.jar(url.host);
    const headers: Record<string, string> = {};
    const cookie = jar.headerFor(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    const setCookies = res.headers.getSetCookie();
    jar.store(setCookies);
    const text = await res.text();
    const location = res.headers.get('location');
    return {
      status: res.status,
      setCookies,
      text,
      location: location ? new URL(location, url) : undefined,
    };
  }
}

describe('OpenID Connect sign-in', () => {
  let t: TestApp;
  let idp: http.Server;
  let appUrl: string;
  let issuer: string;

  beforeAll(async () => {
    // oidc-provider announces its development-only defaults (keys, adapter, interactions) on
    // console.warn/info; they are expected here and only clutter the output.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});

    const appPort = await freePort();
    appUrl = `http://127.0.0.1:${appPort}`;

    idp = http.createServer();
    await new Promise<void>((resolve, reject) => {
      idp.once('error', reject);
      idp.listen(0, '127.0.0.1', () => resolve());
    });
    issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    const provider = new ProviderClass(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${appUrl}/api/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          // openid-client sends the secret in the body when given as a plain string
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      findAccount: async (_ctx, id) => {
        const claims = accounts.get(id);
        if (!claims) return undefined;
        return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
      },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name', 'picture'],
      },
      cookies: { keys: ['oidc-test-cookie-key'] },
      features: { devInteractions: { enabled: true } },
    });
    idp.on('request', provider.callback());

    t = await createTestApp({
      PUBLIC_URL: appUrl,
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ALLOW_INSECURE: 'true',
    });
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    if (idp) {
      idp.closeAllConnections();
      await new Promise<void>((resolve) => idp.close(() => resolve()));
    }
  });

  /**
   * A fresh browser starts at the app's /api/login and goes through the provider's login and
   * consent pages as `subject`; it stops at the redirect back to the app's callback.
   */
  async function authorize(subject: string, login = '/api/login') {
    const browser = new Browser();
    const start = await browser.request(new URL(login, appUrl));
    expect(start.status).toBe(302);
    expect(start.location?.origin).toBe(issuer);
    const authorizationUrl = start.location!;
    expect(browser.jar(new URL(appUrl).host).get('pm_oidc')).toBeTruthy();

    let next: { url: URL; form?: Record<string, string> } = { url: authorizationUrl };
    for (let step = 0; step < 20; step++) {
      const res = await browser.request(
        next.url,
        next.form ? { method: 'POST', form: next.form } : {},
      );
      if (res.location) {
        if (res.location.origin === appUrl) {
          expect(res.location.pathname).toBe('/api/callback');
          return { browser, authorizationUrl, callbackUrl: res.location };
        }
        next = { url: res.location };
        continue;
      }
      expect(res.status, res.text).toBe(200);
      const prompt = /name="prompt" value="(\w+)"/.exec(res.text)?.[1];
      if (prompt === 'login') {
        next = { url: next.url, form: { prompt, login: subject, password: 'any-password' } };
      } else if (prompt === 'consent') {
        next = { url: next.url, form: { prompt } };
      } else {
        throw new Error(`unexpected provider page at ${next.url.href}:\n${res.text.slice(0, 500)}`);
      }
    }
    throw new Error('the provider never redirected back to the app');
  }

  /** The whole sign-in; returns the app's session cookie. */
  async function signIn(subject: string): Promise<string> {
    const { browser, callbackUrl } = await authorize(subject);
    const res = await browser.request(callbackUrl);
    expect(res.status, res.text).toBe(302);
    expect(res.location?.href).toBe(`${appUrl}/`);
    const session = browser.jar(new URL(appUrl).host).get('pm_session');
    expect(session).toBeTruthy();
    return session!;
  }

  async function currentUser(session: string) {
    const res = await fetch(`${appUrl}/api/auth/user`, {
      headers: { cookie: `pm_session=${session}` },
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  }

  const countUsers = async () =>
    Number((await t.ctx.database.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n);

  it('signs in through the provider with the profile taken from the claims, and refreshes it later', async () => {
    const session = await signIn('alice-sub');
    expect(await currentUser(session)).toMatchObject({
      email: 'alice@example.test',
      firstName: 'Alice',
      lastName: 'Anders',
      profileImageUrl: 'https://img.example.test/alice.png',
      role: 'owner',
    });
    expect(await countUsers()).toBe(1);

    accounts.set('alice-sub', { ...accounts.get('alice-sub')!, given_name: 'Alicia' });
    const again = await signIn('alice-sub');
    expect(again).not.toBe(session);
    expect(await currentUser(again)).toMatchObject({
      email: 'alice@example.test',
      firstName: 'Alicia',
      lastName: 'Anders',
      role: 'owner',
    });
    expect(await countUsers()).toBe(1);
  });

  it('gives a second subject an account of its own, as admin of its own workspace', async () => {
    if ((await countUsers()) === 0) await signIn('alice-sub'); // someone else owns the install
    const before = await countUsers();
    const session = await signIn('bob-sub');
    expect(await currentUser(session)).toMatchObject({
      email: 'bob@example.test',
      firstName: 'Bob',
      lastName: 'Baker',
      profileImageUrl: 'https://img.example.test/bob.png',
      role: 'admin',
    });
    expect(await countUsers()).toBe(before + 1);
  });

  it('refuses a callback with a tampered state, and one without the sign-in cookie', async () => {
    const { browser, callbackUrl } = await authorize('alice-sub');
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', `${callbackUrl.searchParams.get('state')}x`);
    const refused = await browser.request(tampered);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'Sign-in failed. Please try again.',
      code: 'unauthorized',
    });
    expect(refused.setCookies.some((c) => c.startsWith('pm_session='))).toBe(false);
    expect(browser.jar(new URL(appUrl).host).get('pm_session')).toBeUndefined();

    // A second authorization, whose callback arrives without the pm_oidc cookie.
    const other = await authorize('alice-sub');
    const res = await fetch(other.callbackUrl, {
      redirect: 'manual',
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Sign-in session expired. Please sign in again.',
      code: 'validation',
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('pm_session='))).toBe(false);
  });

  it('sends the provider a PKCE (S256) authorization request with state and nonce', async () => {
    const { authorizationUrl } = await authorize('bob-sub');
    const q = authorizationUrl.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${appUrl}/api/callback`);
    expect(q.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
  });

  /** The sign-in's last step: the app's answer to the provider's redirect. */
  async function callback(subject: string) {
    const { browser, callbackUrl } = await authorize(subject);
    const res = await browser.request(callbackUrl);
    return { res, session: browser.jar(new URL(appUrl).host).get('pm_session') };
  }

  const userByEmail = async (email: string) =>
    (
      await t.ctx.database.pool.query(
        `SELECT id, oidc_subject, email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1`,
        [email],
      )
    ).rows[0] as { id: string; oidc_subject: string | null; verified: boolean } | undefined;

  it('refuses a password sign-up: single sign-on is the way in unless the operator allows both', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'someone@example.test', password: 'long-enough-1' },
    });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { message: VERIFY_MSG.passwordSignupOff, code: 'forbidden' },
    ]);
    expect((await t.app.inject({ url: '/api/auth/config' })).json()).toMatchObject({
      signUpAllowed: false,
      oidc: true,
    });
    expect(await userByEmail('someone@example.test')).toBeUndefined();
  });

  it('never links a sign-in to an account whose e-mail is unverified (pre-takeover), and links once it is', async () => {
    // an attacker's password account for carol@, never verified
    const { userId } = await createAccount(
      t.ctx.database.db,
      { email: 'carol@example.test', passwordHash: await hashPassword('attacker-pass-1') },
      { plan: 'enterprise' },
    );
    const refused = await callback('carol-sub');
    expect(refused.res.status).toBe(302);
    expect(refused.res.location?.href).toBe(`${appUrl}/sign-in?error=unverified_account`);
    expect(refused.session).toBeUndefined();
    expect(await userByEmail('carol@example.test')).toMatchObject({
      id: userId,
      oidc_subject: null,
    });
    expect(OIDC_LINK_ERRORS.unverified_account).toContain('has not been verified');

    // once the account's owner proved the address, the same sign-in links to it
    await t.ctx.database.pool.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [
      userId,
    ]);
    const session = await signIn('carol-sub');
    expect(await currentUser(session)).toMatchObject({ id: userId, email: 'carol@example.test' });
    expect(await userByEmail('carol@example.test')).toMatchObject({ oidc_subject: 'carol-sub' });
  });

  it('does not link when the provider does not vouch for the address, even to a verified account', async () => {
    await createAccount(
      t.ctx.database.db,
      { email: 'dave@example.test', passwordHash: null, emailVerified: true },
      { plan: 'enterprise' },
    );
    const refused = await callback('dave-sub');
    expect(refused.res.location?.href).toBe(`${appUrl}/sign-in?error=unverified_claim`);
    expect(refused.session).toBeUndefined();
    expect(await userByEmail('dave@example.test')).toMatchObject({ oidc_subject: null });
  });

  it("takes a new account's verified state from the provider's email_verified", async () => {
    const erin = await signIn('erin-sub');
    expect(await currentUser(erin)).toMatchObject({
      email: 'erin@example.test',
      emailVerified: false,
    });
    const bob = await signIn('bob-sub');
    expect(await currentUser(bob)).toMatchObject({
      email: 'bob@example.test',
      emailVerified: true,
    });
    // the provider vouches later: the address counts as verified from then on
    accounts.set('erin-sub', person('erin', true));
    expect(await currentUser(await signIn('erin-sub'))).toMatchObject({ emailVerified: true });
  });

  it('returns to the page the person asked for, query included, and to no other site', async () => {
    const arrive = async (next: string) => {
      const { browser, callbackUrl } = await authorize(
        'bob-sub',
        `/api/login?next=${encodeURIComponent(next)}`,
      );
      const res = await browser.request(callbackUrl);
      expect(res.status, res.text).toBe(302);
      expect(browser.jar(new URL(appUrl).host).get('pm_session'), next).toBeTruthy();
      return res.location?.href;
    };
    expect(await arrive('/team?tab=members&sort=name')).toBe(
      `${appUrl}/team?tab=members&sort=name`,
    );
    expect(await arrive('/properties/abc#history')).toBe(`${appUrl}/properties/abc#history`);
    for (const next of [
      '//evil.example/team',
      'https://evil.example/team',
      '/\\evil.example',
      '/%2F/evil.example',
      '/%252F/evil.example',
      '/\t/evil.example',
      '/api/logout',
    ]) {
      expect(await arrive(next), next).toBe(`${appUrl}/`);
    }
  });

  it('keeps the destination when the sign-in cannot be linked, for the next try', async () => {
    await createAccount(
      t.ctx.database.db,
      { email: 'frank@example.test', passwordHash: null, emailVerified: true },
      { plan: 'enterprise' },
    );
    const { browser, callbackUrl } = await authorize('frank-sub', '/api/login?next=%2Fteam');
    const res = await browser.request(callbackUrl);
    expect(res.location?.href).toBe(`${appUrl}/sign-in?next=%2Fteam&error=unverified_claim`);
    expect(browser.jar(new URL(appUrl).host).get('pm_session')).toBeUndefined();
  });

  it('reports OIDC as the sign-in method', async () => {
    const res = await t.app.inject({ url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ oidc: true });
  });
});
