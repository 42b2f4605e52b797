// The client's offline worker (scope /moje-treningi, issue 60): keeps the
// signed-in page /moje-treningi (their plan, today's workout) and the build's
// files it needs on the phone, so the workout opens and is logged in a gym
// without signal; the sets wait in the page's own storage (workout-queue.ts).
// Only that page is kept, and only while the server marks it signed in
// (X-Stored-Offline): a signed-out page drops it. Besides, the exercises'
// photos (public, /zdjecia/). Nothing else: no progress photo, no data file,
// nothing of another person. Push is the other worker's
// (/moje-treningi/sw.js, scope /moje-treningi/).

const CACHE = "client-page-v1";
const PAGE = "/moje-treningi";
const STORED_HEADER = "X-Stored-Offline";
const SAVED_HEADER = "X-Zapisano";
const STORE = "store";
// The page holds the client's own data: dropped after the 30 days a sign-in lasts.
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const ASSET = /(?:href|src)="(\/assets\/[^"]+)"/g;

async function drop() {
  await caches.delete(CACHE);
}

/** Keeps a signed-in page and the build's files it names; a signed-out one drops what was kept. */
async function keep(response) {
  if (!response.ok || response.redirected || response.headers.get(STORED_HEADER) !== "1") {
    if (response.ok) await drop();
    return;
  }
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const headers = new Headers(response.headers);
  headers.set(SAVED_HEADER, String(Date.now()));
  await cache.put(PAGE, new Response(html, { status: 200, headers }));
  const assets = [...new Set([...html.matchAll(ASSET)].map((match) => match[1]))];
  await Promise.all(assets.map(async (asset) => (await cache.match(asset)) || cache.add(asset).catch(() => {})));
  // A new build's page names new files: the old ones go.
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/assets/") && !assets.includes(path)) await cache.delete(request);
  }
}

async function page(request) {
  try {
    const response = await fetch(request);
    await keep(response.clone());
    return response;
  } catch {
    const stored = await caches.match(PAGE, { cacheName: CACHE });
    if (stored && Date.now() - Number(stored.headers.get(SAVED_HEADER)) <= MAX_AGE_MS) return stored;
    await drop();
    return Response.error();
  }
}

async function asset(request) {
  const stored = await caches.match(request, { cacheName: CACHE });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// The page that registered the worker was loaded before it: it asks for itself to be kept.
self.addEventListener("message", (event) => {
  if (event.data === STORE) event.waitUntil(fetch(PAGE, { cache: "no-store" }).then(keep, () => {}));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || request.method !== "GET") return;
  // The build's files, and the exercises' photos (public, the same for everyone): the workout shows them offline too.
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/zdjecia/")) return event.respondWith(asset(request));
  if (request.mode === "navigate" && url.pathname === PAGE) event.respondWith(page(request));
});
