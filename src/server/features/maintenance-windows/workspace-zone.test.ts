// The workspace's time zone (maintenance times are shown and expanded in it): the browser's at
// sign-up, UTC when it sends none or one that does not exist.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

describe('workspace time zone at sign-up', () => {
  const t = useTestApp();
  let n = 0;
  const signUpWith = async (timezone?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: `zone-${++n}@example.test`,
        password: 'zone-password-long-enough',
        ...(timezone === undefined ? {} : { timezone }),
      },
    });
    expect(res.statusCode).toBe(201);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const settings = await t.app.inject({ url: '/api/settings', headers: { cookie } });
    return (settings.json() as { workspace: { timezone: string } }).workspace.timezone;
  };

  it("takes the browser's zone, canonically spelt", async () => {
    expect(await signUpWith('America/New_York')).toBe('America/New_York');
    expect(await signUpWith('europe/london')).toBe('Europe/London');
  });

  it('falls back to UTC without a zone or with one that does not exist', async () => {
    expect(await signUpWith()).toBe('UTC');
    expect(await signUpWith('Mars/Olympus_Mons')).toBe('UTC');
  });
});
