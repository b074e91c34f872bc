// The installation's VAPID key pair (decision 028): made the first time it is needed (the first
// start, see app.ts) and kept in the database, so every web and worker process signs with the same
// key and browsers' subscriptions stay valid across restarts. Two processes starting together both
// try to insert; the first row wins and both read it back.
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { vapidKeys } from '../../db/schema/index.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const cache = new WeakMap<Db, Promise<VapidKeys>>();

export function getVapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const read = () =>
    db.select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey }).from(vapidKeys);
  const [found] = await read();
  if (found) return found;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [kept] = await read();
  return kept!;
}

/**
 * Who runs this installation, for the push services: an https PUBLIC_URL, else the sender
 * address of the mails (web-push accepts only https: or mailto:).
 */
export function vapidSubject(config: Config): string {
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  return `mailto:${address.trim()}`;
}
