// A fake of Telegram's Bot API sendMessage on 127.0.0.1, answering as Telegram does: the bot
// token in the path (401 for another), chat_id and text required (400), 200 with the message.
import { startLoopbackFake, type LoopbackFake } from './loopback-fake.js';

export const TELEGRAM_TEST = {
  token: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1',
  chatId: '-1001234567890',
};

export type FakeTelegram = LoopbackFake & {
  /** the TELEGRAM_API_URL to configure */
  url: string;
  sent: { chat_id: string; text: string; parse_mode?: string }[];
};

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const sent: FakeTelegram['sent'] = [];
  let id = 0;
  const fake = await startLoopbackFake((req) => {
    const m = /^\/bot([^/]+)\/sendMessage$/.exec(req.path);
    if (req.method !== 'POST' || !m) {
      return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
    }
    if (m[1] !== TELEGRAM_TEST.token) {
      return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
    }
    const b = req.json as { chat_id?: string; text?: string; parse_mode?: string } | undefined;
    if (!b?.chat_id || !b.text) {
      const description = 'Bad Request: message text is empty';
      return { status: 400, body: { ok: false, error_code: 400, description } };
    }
    sent.push({ chat_id: b.chat_id, text: b.text, parse_mode: b.parse_mode });
    return { status: 200, body: { ok: true, result: { message_id: ++id, text: b.text } } };
  });
  return Object.assign(fake, { url: fake.origin, sent });
}
