// One app per describe block without the beforeAll/afterAll lines every API test used to repeat:
// `const { t, a } = useTestAppWithActors();` registers the hooks and hands back handles that read
// through to what beforeAll made, so a test keeps writing `t.app`, `a.viewer`, `sink.messages`.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { BuildOptions } from '../app.js';
import { startSmtpSink, type SmtpSink } from '../notify/test-support/smtp-sink.js';
import { createActor, createActors, type Actor, type Actors } from './actors.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A handle to a value that exists only once beforeAll has run; reading it earlier throws. */
export function late<T extends object>(get: () => T | undefined): T {
  const value = (): T => {
    const v = get();
    if (v === undefined) throw new Error('read before the beforeAll hook that makes it ran');
    return v;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(value(), key),
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, key) => {
      const d = Reflect.getOwnPropertyDescriptor(value(), key);
      return d && { ...d, configurable: true };
    },
  });
}

/**
 * Registers beforeAll (make) and afterAll (close) in the calling describe block; the returned
 * handle reads through to what `make` returned.
 */
export function useForAll<T extends object>(
  make: () => Promise<T>,
  close: (value: T) => Promise<unknown> | void,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  afterAll(async () => {
    if (value) await close(value);
  });
  return late(() => value);
}

/** A fresh app (its own database) for the describe block. */
export function useTestApp(env: Record<string, string> = {}, opts: BuildOptions = {}): TestApp {
  return useForAll(
    () => createTestApp(env, opts),
    (t) => t.close(),
  );
}

/** A fresh app (its own database) for the describe block, and one workspace admin on it. */
export function useTestAppWithAdmin(env: Record<string, string> = {}): {
  t: TestApp;
  admin: Actor;
} {
  const made = useForAll(
    async () => {
      const t = await createTestApp(env);
      return { t, admin: await createActor(t.ctx, 'admin') };
    },
    ({ t }) => t.close(),
  );
  return { t: late(() => made.t), admin: late(() => made.admin) };
}

/**
 * A fresh app (its own database) for the describe block, and the full set of actors on it;
 * `make` builds another kind of test app (billing's, with its Stripe fake).
 */
export function useTestAppWithActors<T extends TestApp = TestApp>(
  env: Record<string, string> = {},
  make: (env: Record<string, string>) => Promise<T> = createTestApp as never,
): { t: T; a: Actors } {
  const made = useForAll(
    async () => {
      const t = await make(env);
      return { t, a: await createActors(t.ctx) };
    },
    ({ t }) => t.close(),
  );
  return { t: late(() => made.t), a: late(() => made.a) };
}

/**
 * An app whose mail goes to a real SMTP server on loopback (links point at
 * https://monitor.test unless `env` says otherwise); the sink is emptied after each test.
 */
export function useTestAppWithSmtpSink(env: Record<string, string> = {}): {
  t: TestApp;
  sink: SmtpSink;
} {
  const made = useForAll(
    async () => {
      const sink = await startSmtpSink();
      const t = await createTestApp({
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        PUBLIC_URL: 'https://monitor.test',
        ...env,
      });
      return { t, sink };
    },
    async ({ t, sink }) => {
      await t.close();
      await sink.close();
    },
  );
  afterEach(() => {
    made.sink.messages.length = 0;
  });
  return { t: late(() => made.t), sink: late(() => made.sink) };
}
