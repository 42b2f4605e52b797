// The panel's service worker (scope /admin/, issue 45): keeps the agenda pages
// the trainer opened readable without signal, marked with the time they were
// saved; queues nothing that changes data. Push lives in sw-push.js.
// A device whose session ended (signed out from /admin/urzadzenia, issue 56)
// drops the stored pages as soon as it reaches the server again: a page of the
// panel answered with the sign-in page or a refusal, or the session check the
// panel's pages ask for when signal returns.
self.importScripts("/sw-push.js");

const SHELL = "panel-shell-v1";
const PAGES = "panel-pages-v1";
const OFFLINE_PAGE = "/admin/offline";
const AGENDA = "/admin/kalendarz";
const SIGN_IN = "/admin/logowanie";
const SIGN_OUT = "/admin/wyloguj";
const SAVED_HEADER = "X-Zapisano";
const CLAIM = "claim";
const CHECK = "check";
const SIGNED_OUT = "signed-out";
const SESSION_CHECK = "/admin/sesja";
// Stored pages hold clients' names: never served, and deleted, after 7 days.
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const ASSET = /(?:href|src)="(\/assets\/[^"]+)"/g;

const warsawTime = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", hour: "2-digit", minute: "2-digit" });

/** The offline page and the build's files it needs (read from its HTML): no personal data. */
async function precacheShell() {
  const cache = await caches.open(SHELL);
  const response = await fetch(OFFLINE_PAGE, { cache: "no-store" });
  if (!response.ok || response.redirected) return;
  const html = await response.clone().text();
  await cache.put(OFFLINE_PAGE, response);
  const assets = [...new Set([...html.matchAll(ASSET)].map((match) => match[1]))];
  await Promise.all(assets.map((asset) => cache.add(asset).catch(() => {})));
}

async function dropPages() {
  await caches.delete(PAGES);
}

function savedAt(response) {
  return Number(response.headers.get(SAVED_HEADER)) || 0;
}

async function dropStalePages(now) {
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response || now - savedAt(response) > MAX_AGE_MS) await cache.delete(request);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropStalePages(Date.now()).then(() => self.clients.claim()));
});

// A page whose document was still loading when the worker activated is not
// taken by that claim (it was not yet a client): it asks, once it runs. A
// page whose signal returned asks whether its session is still live; one
// that ended drops the stored pages.
self.addEventListener("message", (event) => {
  if (event.data === CLAIM) event.waitUntil(self.clients.claim());
  if (event.data === CHECK) event.waitUntil(checkSession(event.source));
});

// The network may lag the "online" event by a moment: asked again a little later, then left to the next page.
const CHECK_AFTER_MS = [0, 1000, 3000];

async function checkSession(page) {
  for (const wait of CHECK_AFTER_MS) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    let response;
    try {
      // Live: 204; ended: the sign-in page's redirect, not followed.
      response = await fetch(SESSION_CHECK, { cache: "no-store", redirect: "manual" });
    } catch {
      continue; // No signal yet: nothing is known.
    }
    if (response.type !== "opaqueredirect" && response.status !== 401 && response.status !== 403) return;
    await dropPages();
    page?.postMessage(SIGNED_OUT);
    return;
  }
}

/** The page as stored, marked "Bez połączenia: stan z HH:MM" (the banner's element is rendered hidden, app/admin/offline/saved-banner.tsx). */
async function markedOffline(response) {
  const time = warsawTime.format(new Date(savedAt(response)));
  const html = (await response.text()).replace(
    /(<p id="zapisano"[^>]*?) hidden="" data-saved-at="">([^<]*)<time><\/time>/,
    `$1 data-saved-at="${time}">$2<time>${time}</time>`,
  );
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: 200, headers });
}

async function offlinePage() {
  return (await caches.match(OFFLINE_PAGE, { cacheName: SHELL })) ?? Response.error();
}

/**
 * A panel page seen by the network. The sign-in page answers only a browser
 * without a session (a signed-in one is sent on to the agenda): a session
 * that ended, or was ended from another device, drops the stored pages.
 */
async function seen(response, url) {
  if (response.ok && (url.pathname === SIGN_IN || url.pathname === `${SIGN_IN}.data`)) await dropPages();
  return response;
}

/** The agenda: the network first, a copy stored with the time; offline, the copy if under 7 days old. */
async function agenda(request) {
  const now = Date.now();
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_HEADER, String(now));
      const copy = new Response(await response.clone().blob(), { status: response.status, headers });
      await (await caches.open(PAGES)).put(request, copy);
    }
    return response;
  } catch {
    const cache = await caches.open(PAGES);
    const stored = await cache.match(request);
    if (stored && now - savedAt(stored) <= MAX_AGE_MS) return markedOffline(stored);
    if (stored) await cache.delete(request);
    return offlinePage();
  }
}

/** Any other panel page: the network only; offline, the panel's own offline page. */
async function panelPage(request) {
  try {
    return await seen(await fetch(request), new URL(request.url));
  } catch {
    return offlinePage();
  }
}

/** The build's hashed files never change: from the device when there, stored on the way otherwise. */
async function asset(request) {
  const cache = await caches.open(SHELL);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Changes go to the network or nowhere: offline, a form posted as a page gets the offline page, never a replay later. */
async function change(request, url) {
  try {
    const response = await fetch(request);
    // Signed out here, or refused for a session that ended.
    if (url.pathname.startsWith(SIGN_OUT) || response.status === 401 || response.status === 403) await dropPages();
    return response;
  } catch {
    return request.mode === "navigate" ? offlinePage() : Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // A posted page (no scripts) and the sign-out; the panel's scripted forms go straight to the network.
    if (url.pathname.startsWith("/admin") && (request.mode === "navigate" || url.pathname.startsWith(SIGN_OUT))) event.respondWith(change(request, url));
    return;
  }
  if (url.pathname.startsWith("/assets/")) return event.respondWith(asset(request));
  // The sign-in page reached by the panel's scripts (a session found gone on a move within the panel).
  if (url.pathname === `${SIGN_IN}.data`) return event.respondWith(fetch(request).then((response) => seen(response, url)));
  if (request.mode !== "navigate" || !url.pathname.startsWith("/admin/")) return;
  event.respondWith(url.pathname === AGENDA ? agenda(request) : panelPage(request));
});

