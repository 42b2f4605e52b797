// What a post to /admin/powiadomienia does: a device turned on (its browser's
// subscription), its name and topics changed, removed, or sent a test.
import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "~/db/database.server";
import { env } from "~/env.server";
import type { AllowedHost } from "~/outbound";
import { isPushEndpoint } from "./push-endpoints";
import { PUSH_PAGE } from "./push-page.messages";
import { type ClientDevice, listPushSubscriptions, removePushSubscription, savePushSubscription, updatePushSubscription } from "./push-subscriptions.server";
import { PUSH_TOPICS, type PushTopic } from "./push-topics";
import { PUSH_TEXTS } from "./push.messages";
import { sendPush, type PushSettings } from "./push.server";

export const PUSH_FORM_FIELDS = ["zamiar", "id", "nazwa", "rodzaj", "endpoint", "p256dh", "auth"] as const;

const KEY = /^[\w-]{16,200}$/;

function topicsOf(fields: URLSearchParams): PushTopic[] {
  const chosen = fields.getAll("rodzaj");
  return PUSH_TOPICS.filter((topic) => chosen.includes(topic));
}

const nameOf = (fields: URLSearchParams) => (fields.get("nazwa") ?? "").trim().slice(0, 60) || PUSH_PAGE.defaultName;

/** The push service's address a form carries, when it is one. */
export function endpointFromForm(fields: URLSearchParams): string | null {
  const value = fields.get("endpoint") ?? "";
  if (value.length > 2000 || !URL.canParse(value)) return null;
  return ["https:", "http:"].includes(new URL(value).protocol) ? value : null;
}

/**
 * The browser's subscription a form carries (its fields "endpoint", "p256dh", "auth"), when it is whole;
 * "not_push_service" when its endpoint is not a push service's (push-endpoints.ts), so it is never stored.
 */
export function deviceFromForm(
  fields: URLSearchParams,
  allowedHosts: readonly AllowedHost[] = env.OUTBOUND_ALLOWED_HOSTS,
): ClientDevice | "not_push_service" | null {
  const endpoint = endpointFromForm(fields);
  const p256dh = fields.get("p256dh") ?? "";
  const auth = fields.get("auth") ?? "";
  if (!endpoint || !KEY.test(p256dh) || !KEY.test(auth)) return null;
  return isPushEndpoint(endpoint, allowedHosts) ? { endpoint, p256dh, auth } : "not_push_service";
}

/** Does what the form asks; returns the toast to show, or null for a form no page sends. */
export async function pushPageAction(db: Kysely<Database>, settings: PushSettings, fields: URLSearchParams, now: Date): Promise<string | null> {
  const intent = fields.get("zamiar");
  if (intent === "wlacz") {
    const device = deviceFromForm(fields, settings.allowedHosts);
    if (!device) return null;
    if (device === "not_push_service") return PUSH_PAGE.notPushService;
    await savePushSubscription(db, { ...device, name: nameOf(fields), topics: topicsOf(fields) }, now);
    return PUSH_PAGE.enabled;
  }
  const device = (await listPushSubscriptions(db)).find((row) => String(row.id) === fields.get("id"));
  if (!device) return PUSH_PAGE.removed;
  if (intent === "zapisz") {
    await updatePushSubscription(db, device.id, { name: nameOf(fields), topics: topicsOf(fields) });
    return PUSH_PAGE.saved;
  }
  if (intent === "usun") {
    await removePushSubscription(db, device.id);
    return PUSH_PAGE.removed;
  }
  if (intent === "test") {
    const status = await sendPush(db, settings, device, { ...PUSH_TEXTS.test, url: href("/admin/powiadomienia") }).catch(() => 0);
    return status >= 200 && status < 300 ? PUSH_PAGE.testSent : PUSH_PAGE.testFailed;
  }
  return null;
}
