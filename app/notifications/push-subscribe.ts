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

/** Throws Error("denied") when the person says no. */
export async function subscribeToPush(publicKey: string, worker: PushWorker): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== "granted") throw new Error("denied");
  const registration =
    (await navigator.serviceWorker.getRegistration(worker.scope)) ?? (await navigator.serviceWorker.register(worker.url, { scope: worker.scope }));
  await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  return subscription.toJSON();
}

/** Ends this browser's subscription under `scope`; resolves to its endpoint, if it had one. */
export async function unsubscribeFromPush(scope: string): Promise<string | undefined> {
  const registration = await navigator.serviceWorker?.getRegistration(scope);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
