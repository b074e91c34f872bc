// A fake ntfy server on 127.0.0.1: JSON published to the root (topic in the body), a protected
// topic needs `Authorization: Bearer <token>` (403 otherwise, as ntfy answers), 200 with the
// message as ntfy returns it.
import { startLoopbackFake, type LoopbackFake } from './loopback-fake.js';

export type NtfyMessage = {
  topic: string;
  title?: string;
  message?: string;
  priority?: number;
  tags?: string[];
  click?: string;
};

export type FakeNtfy = LoopbackFake & {
  /** a topic URL as a user copies it */
  topicUrl: string;
  token: string;
  messages: NtfyMessage[];
};

/** `protectedTopic`: the topic only takes messages with the token. */
export async function startFakeNtfy(protectedTopic = false): Promise<FakeNtfy> {
  const token = 'tk_fakentfytoken0123456789abcdef';
  const messages: NtfyMessage[] = [];
  let id = 0;
  const fake = await startLoopbackFake((req) => {
    if (req.method !== 'POST' || req.path !== '/') return { status: 404 };
    const m = req.json as NtfyMessage | undefined;
    if (!m?.topic || m.topic !== 'property-alerts') {
      return {
        status: 400,
        body: { code: 40009, http: 400, error: 'invalid request: topic invalid' },
      };
    }
    if (protectedTopic && req.headers.authorization !== `Bearer ${token}`) {
      return { status: 403, body: { code: 40301, http: 403, error: 'forbidden' } };
    }
    messages.push(m);
    return { status: 200, body: { id: `m${++id}`, time: 0, event: 'message', ...m } };
  });
  return Object.assign(fake, {
    topicUrl: `${fake.origin}/property-alerts`,
    token,
    messages,
  });
}
