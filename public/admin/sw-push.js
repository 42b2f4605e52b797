// The panel worker's push handlers (imported by sw.js): a push message is
// shown as a notification; a tap focuses the panel's window on the page the
// message names, or opens it. Messages come from the server's push channel
// (app/notifications/channels/push.server.ts) as JSON { title, body, url }.

/** The panel page to open: a path under /admin on this site, else the panel's start. */
function panelUrl(url) {
  const target = new URL(typeof url === "string" ? url : "/admin", self.location.origin);
  return target.origin === self.location.origin && target.pathname.startsWith("/admin") ? target.href : new URL("/admin", self.location.origin).href;
}

self.addEventListener("push", (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data.text() };
  }
  const options = { body: message.body || "", data: { url: panelUrl(message.url) }, icon: "/icon-192.png", tag: message.url || "panel" };
  event.waitUntil(self.registration.showNotification(message.title || "Panel", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = panelUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
