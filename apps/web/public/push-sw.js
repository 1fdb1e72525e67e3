// Web Push in the service worker (issue 28, item 3; decisions 014 and 029): imported by the
// generated sw.js (pwa-options.ts, workbox.importScripts). Plain JavaScript served as it is:
// it runs in the service worker, not in the page, and is not bundled.
//
// push: the server's payload is JSON {title, body, url, tag}; the notification carries the
// club's icon (the installed app's, from the manifest) and the page to open. The tag is the
// message's key: a copy sent again after a retry replaces the first instead of showing twice.
// notificationclick: an open tab of the site on that page is focused, else the page is opened.

/* global self, clients */

async function clubIcon() {
  try {
    const response = await fetch('/manifest.webmanifest');
    const manifest = await response.json();
    const icon = (manifest.icons || []).find((i) => i.purpose !== 'maskable');
    return icon ? new URL(icon.src, self.location.origin).href : undefined;
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/dashboard';
  event.waitUntil(
    clubIcon().then((icon) =>
      self.registration.showNotification(data.title || 'Superelf', {
        body: data.body || '',
        tag: data.tag || undefined,
        icon,
        lang: 'nl',
        data: { url },
      }),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/dashboard';
  const target = new URL(path, self.location.origin);
  // Only the site's own pages.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => new URL(c.url).pathname === target.pathname);
      if (same) return same.focus();
      return clients.openWindow(target.href);
    }),
  );
});
