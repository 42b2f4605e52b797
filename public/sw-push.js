// The push handlers every service worker of the site imports (the panel's,
// public/admin/sw.js, scope /admin/; a client's, public/moje-treningi/sw.js,
// scope /moje-treningi/): a push message is shown as a notification; a tap
// focuses a window of the worker's part of the site on the page the message
// names, or opens it; a page of the site outside that part (a client's
// waitlist message: /rezerwacja) opens in a new window. Messages come from
// the server's push channel (app/notifications/channels/push.server.ts) as
// JSON { title, body, url }.

/** "/admin" or "/moje-treningi": the part of the site this worker serves. */
const HOME = new URL(self.registration.scope).pathname.replace(/\/$/, "");

const isHome = (pathname) => pathname === HOME || pathname.startsWith(`${HOME}/`);

/** The page to open: a page of this site, never another's (then this worker's start). */
function pageUrl(url) {
  const target = new URL(typeof url === "string" ? url : HOME, self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL(HOME, self.location.origin).href;
}

self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data.text() };
  }
  const options = { body: message.body || "", data: { url: pageUrl(message.url) }, icon: "/icon-192.png", tag: message.url || HOME };
  event.waitUntil(self.registration.showNotification(message.title || self.location.hostname, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data && event.notification.data.url);
  // Another part of the site opens in a window of its own; the worker's own window stays as it was.
  if (!isHome(new URL(url).pathname)) return event.waitUntil(self.clients.openWindow(url));
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => isHome(new URL(client.url).pathname));
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
