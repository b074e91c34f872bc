// This browser's side of push: the service worker (/sw.js, served by the app), the permission
// prompt and the PushManager subscription. Which listed subscription is this browser's is kept in
// localStorage, since the server never answers a subscription's endpoint back.
const SW_URL = '/sw.js';
const ID_KEY = 'pm-push-subscription-id';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The push subscription this browser has for the app, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const keyBytes = (base64url: string) => {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export class PushBlockedError extends Error {}

/** Registers the service worker, asks for permission and subscribes; the caller saves it. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushBlockedError();
  await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  const reg = await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  const sub =
    existing ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  return sub.toJSON();
}

export const rememberedId = (): number | null => {
  const v = Number(localStorage.getItem(ID_KEY));
  return Number.isInteger(v) && v > 0 ? v : null;
};
export const rememberId = (id: number | null) =>
  id === null ? localStorage.removeItem(ID_KEY) : localStorage.setItem(ID_KEY, String(id));
