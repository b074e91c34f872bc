// Property Monitor's service worker (decision 028): shows a push alert as a notification and
// opens its property in the app when the notification is clicked. Nothing is cached here.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Property Monitor', {
      body: data.body || '',
      tag: data.tag,
      icon: '/favicon.svg',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // only a page of this app is opened, whatever the message said
  let url = new URL('/', self.location.origin);
  try {
    const wanted = new URL(event.notification.data.url, self.location.origin);
    if (wanted.origin === self.location.origin) url = wanted;
  } catch {
    // keep the home page
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
