// POST /moje-treningi/przypomnienia: the signed-in client's reminder
// settings (push on this phone, off, the reminder 2 hours before), then
// back to their page, which says they are saved. No page of its own.
import { data, redirect } from "react-router";
import type { Route } from "./+types/client-reminders";
import { CLIENT_PAGE_PATH } from "~/bookings";
import { signedInClient } from "~/client-account/index.server";
import { CLIENT_REMINDERS, REMINDER_FORM_FIELDS } from "~/client-reminders";
import { reminderChangeFrom, setClientReminders } from "~/client-reminders/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";

export async function action({ request }: Route.ActionArgs) {
  const client = await signedInClient(request);
  if (!client) return redirect(CLIENT_PAGE_PATH, { status: 303 });
  const form = await readForm(request, REMINDER_FORM_FIELDS);
  if (!form.ok) throw data(form.message, { status: form.status });
  const change = reminderChangeFrom(form.fields);
  if (change === "not_push_service") throw data(CLIENT_REMINDERS.notPushService, { status: 422 });
  if (!change) throw data("Bad Request", { status: 400 });
  await setClientReminders(await getDatabase(), client.clientId, change, new Date());
  // The page says what was saved, where the client is looking (issue 58).
  return redirect(`${CLIENT_PAGE_PATH}?przypomnienia`, { status: 303 });
}
