// Browser push (Web Push, decision 028): each member opts in per browser from Settings; the
// browser's subscription (its push service URL and keys) is kept until the member turns it off,
// the browser drops it (the push service answers 404/410), or the member leaves.
import { z } from 'zod';

export const MAX_PUSH_DEVICES_PER_MEMBER = 10;

export const PUSH_MSG = {
  endpointInvalid: 'The push subscription must have an https:// endpoint',
  keysInvalid: 'The push subscription keys are missing or invalid',
  limitReached: `You can receive push messages on at most ${MAX_PUSH_DEVICES_PER_MEMBER} browsers: turn one off to add another.`,
  notFound: 'Push subscription not found',
} as const;

/** base64url, as PushSubscription.toJSON() gives the keys */
const b64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MSG.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MSG.keysInvalid)
    .min(min, PUSH_MSG.keysInvalid)
    .max(max, PUSH_MSG.keysInvalid);

/** POST /api/push/subscriptions: PushSubscription.toJSON() plus a label for the device list. */
export const createPushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.endpointInvalid })
    .max(2000, PUSH_MSG.endpointInvalid)
    .refine((v) => {
      try {
        const u = new URL(v);
        // push services are https; plain http only for a loopback test service
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, PUSH_MSG.endpointInvalid),
  keys: z.object(
    { p256dh: b64url(80, 100), auth: b64url(16, 30) },
    { error: PUSH_MSG.keysInvalid },
  ),
  device: z.string().trim().max(100).optional(),
});
export type CreatePushSubscriptionBody = z.input<typeof createPushSubscriptionBody>;

export const pushSubscription = z.object({
  id: z.number(),
  /** "Chrome on Linux": the push endpoint itself is a capability and is never answered */
  device: z.string(),
  createdAt: z.string(),
  lastDelivery: z
    .object({ at: z.string(), ok: z.boolean(), error: z.string().nullable() })
    .nullable(),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

export const pushIdParams = z.object({
  id: z.coerce.number({ error: 'Not found' }).int().positive().max(2_147_483_647),
});

/** GET /api/push/key: the installation's VAPID public key, for pushManager.subscribe(). */
export const pushKey = z.object({ publicKey: z.string() });
