// The tests' configuration, apart from the Vitest helpers so a child process a test starts (a
// worker under `tsx`) can use the same one.
import { loadConfig, type Config } from '../config.js';

/** Test configuration: loopback-only monitoring, quiet logs, env overrides on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      MONITOR_ALLOW: '127.0.0.0/8',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // scrypt at 2^17 takes 128 MiB and a third of a second a hash; config.test.ts proves the
      // production default, password.test.ts hashes at it once
      PASSWORD_HASH_COST: '12',
      // Tests that are not about these limits repeat checks freely.
      CHECK_ALL_PER_MINUTE: '1000',
      CHECK_NOW_PER_MINUTE: '10000',
      // never Google's own host: a test that syncs a sheet points this at its loopback fake
      GOOGLE_SHEETS_API_URL: 'http://127.0.0.1:9/',
      // the key that seals queued mails' links, instead of a key file in ./data
      MAIL_LINK_KEY: 'test-mail-link-key-0123456789-abcdefghij',
      ...env,
    },
    'test',
  );
}
