// What the trainer may choose to hear about by push, and which outbox kinds
// may tell of each: a trainer's booking mail is a new online booking or a
// client's move (its template tells which at send time).
import type { OutboxKind } from "~/db/database.server";

export const PUSH_TOPICS = ["booking", "client_change", "enquiry", "package", "calendar"] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const TOPICS_OF_KIND: Partial<Record<OutboxKind, readonly PushTopic[]>> = {
  booking_confirmed_trainer: ["booking", "client_change"],
  booking_cancelled_trainer: ["client_change"],
  notify_trainer: ["enquiry"],
  package_running_out_trainer: ["package"],
  private_calendar_failed: ["calendar"],
  group_below_minimum: ["booking"],
  questionnaire_risk: ["booking"],
  voucher_ordered_trainer: ["package"],
};

/** The topics of a subscription as stored (a JSON array), unknown ones left out. */
export function parseTopics(stored: string): PushTopic[] {
  const value: unknown = JSON.parse(stored);
  return Array.isArray(value) ? PUSH_TOPICS.filter((topic) => value.includes(topic)) : [];
}
