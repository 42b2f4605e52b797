// A client's own service worker (scope /moje-treningi/): only push, for the
// reminders they turned on at /moje-treningi and the waitlist's messages;
// it caches and serves nothing.
self.importScripts("/sw-push.js");

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
