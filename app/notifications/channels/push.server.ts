// The push channel: a trainer's message goes to every device of the trainer
// that chose its topic, a client's to every phone of that client; each
// encrypted for it (RFC 8291) and signed with the VAPID keys by web-push,
// and sent through the outbound guard (an endpoint is an address a browser
// gave us). A device the push service no longer knows (404, 410) is removed;
// a client none of whose phones is left gets the message by e-mail instead;
// any other failure throws, so the outbox tries the row again later.
import type { Kysely } from "kysely";
import webpush from "web-push";
import { timestamp, type Database } from "~/db/database.server";
import { guardedFetch } from "~/outbound/index.server";
import type { AllowedHost } from "~/outbound";
import { HandOver, type Channel } from "../channel";
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

const GONE = new Set([404, 410]);

/** Sends `text` to one device; resolves to the push service's answer's status. */
export async function sendPush(db: Kysely<Database>, settings: PushSettings, device: PushSubscriptionRow, text: PushText & { url: string }) {
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
    signal: AbortSignal.timeout(30_000),
  });
  await response.body?.cancel();
  if (GONE.has(response.status)) await removePushSubscription(db, device.id);
  else if (response.ok) {
    const now = timestamp((settings.clock ?? (() => new Date()))());
    await db.updateTable("push_subscriptions").set({ last_used_at: now }).where("id", "=", device.id).execute();
  }
  return response.status;
}

export function pushChannel(db: Kysely<Database>, settings: PushSettings): Channel<PushMessage> {
  return {
    name: "push",
    async deliver(message) {
      const { title, body, url } = message;
      const devices = "topic" in message ? await subscriptionsFor(db, [message.topic]) : await clientDevices(db, message.clientId);
      const failures: string[] = [];
      let delivered = false;
      for (const device of devices) {
        const status = await sendPush(db, settings, device, { title, body, url }).catch((error: unknown) => String(error));
        if (typeof status === "string") failures.push(status);
        else if (status >= 300 && !GONE.has(status)) failures.push(`push service answered ${status}`);
        else delivered ||= status < 300;
      }
      // A client reached on one phone is reminded; trying again would remind them twice.
      if ("clientId" in message && !delivered && failures.length === 0) throw new HandOver("email", "none of the client's phones takes push");
      if (failures.length > 0 && !("clientId" in message && delivered)) throw new Error(failures.join("; "));
    },
  };
}
