// A fake Discord incoming webhook on 127.0.0.1: POST /api/webhooks/<id>/<token> with content or
// embeds answers 204 as Discord does without ?wait=true; an empty message is a 400 (code 50006).
import { startLoopbackFake, type LoopbackFake } from './loopback-fake.js';

export type FakeDiscord = LoopbackFake & {
  /** a webhook URL as Discord shows it */
  url: string;
  token: string;
  messages: { content?: string; embeds?: Record<string, unknown>[] }[];
};

export async function startFakeDiscord(): Promise<FakeDiscord> {
  const token = 'h9T3fakeDiscordToken_abcdefghijklmnopqrstuvwxyz0123456789';
  const messages: FakeDiscord['messages'] = [];
  const fake = await startLoopbackFake((req) => {
    if (req.method !== 'POST' || req.path !== `/api/webhooks/1234567890/${token}`) {
      return { status: 401, body: { message: 'Invalid Webhook Token', code: 50027 } };
    }
    const b = req.json as FakeDiscord['messages'][number] | undefined;
    if (!b || (!b.content && !(b.embeds && b.embeds.length > 0))) {
      return { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } };
    }
    messages.push(b);
    return { status: 204 };
  });
  return Object.assign(fake, {
    url: `${fake.origin}/api/webhooks/1234567890/${token}`,
    token,
    messages,
  });
}
