// Turning push on in the browser, for the panel's devices and for a client's
// own phone alike: whether this browser can (an iPhone's Safari only from
// the home screen), and a subscription through the service worker of the
// pages that ask (the panel's at /admin/, the client's at /moje-treningi/).
export type PushSupport = "checking" | "yes" | "no" | "iphone";

export function pushSupportHere(): PushSupport {
  const iphone = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = window.matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  if (iphone && !standalone) return "iphone";
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window ? "yes" : "no";
}

/** What pushSupportHere reads never changes while the page is open (useSyncExternalStore's subscribe). */
export const noSupportChange = () => () => {};

export type PushWorker = { url: string; scope: string };

/**
 * How long the subscription may take once the person said yes. Without a
 * network, Chromium's subscribe waits for its push service for minutes, the
 * button saying "Włączam…" all along (issue 58); on a slow phone it takes a
 * second or two.
 */
export const SUBSCRIBE_LIMIT_MS = 10_000;

async function subscribeHere(publicKey: string, worker: PushWorker): Promise<PushSubscriptionJSON> {
  const registration =
    (await navigator.serviceWorker.getRegistration(worker.scope)) ?? (await navigator.serviceWorker.register(worker.url, { scope: worker.scope }));
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  return subscription.toJSON();
}

/**
 * Throws Error("denied") when the person says no, Error("timeout") when the
 * subscription takes longer than `limitMs` (a subscription made later is
 * found and posted by the next attempt).
 */
export async function subscribeToPush(publicKey: string, worker: PushWorker, { limitMs = SUBSCRIBE_LIMIT_MS } = {}): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== "granted") throw new Error("denied");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), limitMs)));
  try {
    return await Promise.race([subscribeHere(publicKey, worker), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends this browser's subscription under `scope`; resolves to its endpoint, if it had one. */
export async function unsubscribeFromPush(scope: string): Promise<string | undefined> {
  const registration = await navigator.serviceWorker?.getRegistration(scope);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
