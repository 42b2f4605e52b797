// The push channel: a trainer's message goes to every device of the trainer
// that chose its topic, a client's to every phone of that client; each
// encrypted for it (RFC 8291) and signed with the VAPID keys by web-push,
// and sent through the outbound guard (an endpoint is an address a browser
// gave us). The devices of one message are sent to at once, each bounded by
// PUSH_TIMEOUT_MS; what became of each is recorded (deliveries), so a retry
// goes only to the devices that did not take it. A device the push service
// no longer knows (404, 410), or whose endpoint is no push service's, is
// removed; a client none of whose phones is left gets the message by e-mail
// instead; any other failure throws, so the outbox tries the row again later.
import type { Kysely } from "kysely";
import pLimit from "p-limit";
import webpush from "web-push";
import { timestamp, type Database } from "~/db/database.server";
import { guardedFetch } from "~/outbound/index.server";
import type { AllowedHost } from "~/outbound";
import { HandOver, type Channel } from "../channel";
import { recordDelivery, sentDevices } from "./deliveries.server";
import { isPushEndpoint } from "./push-endpoints";
import { vapidKeys, type VapidSettings } from "./push-keys.server";
import { clientDevices, removePushSubscription, subscriptionsFor, type PushSubscriptionRow } from "./push-subscriptions.server";
import type { PushText } from "./push.messages";
import type { PushTopic } from "./push-topics";

/** To the trainer's devices that chose `topic`, or to the phones of the client `clientId`. */
export type PushMessage = PushText & { url: string } & ({ topic: PushTopic } | { clientId: number });

export type PushSettings = VapidSettings & {
  /** "mailto:…" or "https://…": whom the push service may write to about this server. */
  subject: () => string;
  allowedHosts: readonly AllowedHost[];
  clock?: () => Date;
};

/** How long one push service may take to answer; a push service answers in well under a second. */
export const PUSH_TIMEOUT_MS = 5_000;
/** Devices of one message sent to at once. */
const PUSH_CONCURRENCY = 8;

const GONE = new Set([404, 410]);

/** Sends `text` to one device; resolves to the push service's answer's status. */
export async function sendPush(db: Kysely<Database>, settings: PushSettings, device: PushSubscriptionRow, text: PushText & { url: string }) {
  if (!isPushEndpoint(device.endpoint, settings.allowedHosts)) {
    // Stored before only push services' addresses were: never posted to, gone as a 410 would have it.
    await removePushSubscription(db, device.id);
    return 410;
  }
  const keys = await vapidKeys(db, settings);
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(text), {
    vapidDetails: { subject: settings.subject(), ...keys },
    TTL: 24 * 60 * 60,
    contentEncoding: "aes128gcm",
  });
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const body = request.body ? new Uint8Array(request.body) : undefined;
  const response = await guardedFetch(new URL(request.endpoint), {
    allowedHosts: settings.allowedHosts,
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (GONE.has(response.status)) await removePushSubscription(db, device.id);
  else if (response.ok) {
    const now = timestamp((settings.clock ?? (() => new Date()))());
    await db.updateTable("push_subscriptions").set({ last_used_at: now }).where("id", "=", device.id).execute();
  }
  return response.status;
}

/** What became of the message on one device. */
type Outcome = "delivered" | "gone" | { failed: string };

export function pushChannel(db: Kysely<Database>, settings: PushSettings): Channel<PushMessage> {
  const clock = settings.clock ?? (() => new Date());

  async function sendTo(outboxId: number, device: PushSubscriptionRow, text: PushText & { url: string }): Promise<Outcome> {
    const status = await sendPush(db, settings, device, text).catch((error: unknown) => String(error));
    const outcome: Outcome =
      typeof status === "string" ? { failed: status } : GONE.has(status) ? "gone" : status < 300 ? "delivered" : { failed: `push service answered ${status}` };
    if (outcome !== "gone") await recordDelivery(db, { outboxId, deviceId: device.id, error: outcome === "delivered" ? null : outcome.failed, now: clock() });
    return outcome;
  }

  return {
    name: "push",
    async deliver(message, { outboxId }) {
      const { title, body, url } = message;
      const devices = "topic" in message ? await subscriptionsFor(db, [message.topic]) : await clientDevices(db, message.clientId);
      const done = await sentDevices(db, outboxId);
      const limit = pLimit(PUSH_CONCURRENCY);
      const outcomes = await Promise.all(
        devices.map((device) => (done.has(device.id) ? ("delivered" as const) : limit(() => sendTo(outboxId, device, { title, body, url })))),
      );
      const failures = outcomes.flatMap((outcome) => (typeof outcome === "object" ? [outcome.failed] : []));
      const delivered = outcomes.includes("delivered");
      // A client reached on one phone is reminded; trying again would remind them twice.
      if ("clientId" in message && !delivered && failures.length === 0) throw new HandOver("email", "none of the client's phones takes push");
      if (failures.length > 0 && !("clientId" in message && delivered)) throw new Error(failures.join("; "));
    },
  };
}
