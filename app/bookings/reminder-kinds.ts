// The reminders a day and 2 hours before a session: the same words ("jutro",
// "dziś"), each by push or by e-mail (clientChannel in app/notifications).
import type { OutboxKind } from "~/db/database.server";

export const REMINDERS = ["booking_reminder", "booking_reminder_2h"] as const satisfies readonly OutboxKind[];

export const isReminder = (kind: OutboxKind): kind is (typeof REMINDERS)[number] => (REMINDERS as readonly OutboxKind[]).includes(kind);
