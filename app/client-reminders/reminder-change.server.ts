// What a post of the reminder settings asks for, read from its fields.
import { deviceFromForm, endpointFromForm } from "~/notifications/index.server";
import type { ReminderChange } from "./client-reminders.server";
import { REMINDER_INTENTS } from "./reminder-form";

/** The change the form asks for; "not_push_service" for a phone whose endpoint is no push service's; null for a form no page sends. */
export function reminderChangeFrom(fields: URLSearchParams): ReminderChange | "not_push_service" | null {
  const intent = fields.get("zamiar");
  if (intent === REMINDER_INTENTS.on) {
    const device = deviceFromForm(fields);
    if (device === "not_push_service") return device;
    return device ? { kind: "push_on", device } : null;
  }
  if (intent === REMINDER_INTENTS.off) {
    const endpoint = endpointFromForm(fields);
    return endpoint ? { kind: "push_off", endpoint } : { kind: "push_off" };
  }
  if (intent === REMINDER_INTENTS.twoHours) return { kind: "two_hours", on: fields.get("dwie-godziny") === "1" };
  return null;
}
