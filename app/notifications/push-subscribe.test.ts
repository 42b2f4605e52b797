import { afterEach, describe, expect, it, vi } from "vitest";
import { PUSH_PAGE, pushEnableProblem } from "./channels/push-page.messages";
import { subscribeToPush } from "./push-subscribe";

const WORKER = { url: "/moje-treningi/sw.js", scope: "/moje-treningi/" };
const SUBSCRIPTION = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "p", auth: "a" } };

/** A browser whose push service answers `subscribe` as given, the person having said `permission`. */
function browserWith(subscribe: () => Promise<unknown>, permission: NotificationPermission = "granted") {
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal("Notification", { requestPermission: async () => permission });
  vi.stubGlobal("navigator", {
    serviceWorker: { getRegistration: async () => undefined, register: async () => registration, ready: Promise.resolve(registration) },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("subscribeToPush", () => {
  it("hands back the browser's subscription", async () => {
    browserWith(async () => ({ toJSON: () => SUBSCRIPTION }));
    expect(await subscribeToPush("key", WORKER)).toEqual(SUBSCRIPTION);
  });

  it("gives up when the push service does not answer in time, and the page says to check the network", async () => {
    browserWith(() => new Promise(() => {}));
    const problem = await subscribeToPush("key", WORKER, { limitMs: 20 }).catch((error: unknown) => error);
    expect(problem).toEqual(new Error("timeout"));
    expect(pushEnableProblem(problem)).toBe(PUSH_PAGE.noNetwork);
  });

  it("says no when the person says no, and anything else as a failure", async () => {
    browserWith(async () => ({ toJSON: () => SUBSCRIPTION }), "denied");
    const problem = await subscribeToPush("key", WORKER).catch((error: unknown) => error);
    expect(pushEnableProblem(problem)).toBe(PUSH_PAGE.denied);
    expect(pushEnableProblem(new DOMException("Registration failed", "AbortError"))).toBe(PUSH_PAGE.failed);
  });
});
