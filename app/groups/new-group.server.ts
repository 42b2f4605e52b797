// "Nowe zajęcia" sent from /admin/zajecia: the fields read with their Polish
// errors, the service and place checked against the published content, then
// each date opened once per submission key, every date's fate said.
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { messagesByField } from "~/lib/zod";
import { formatDay, parseDate, warsawDate, minutesOf } from "~/scheduling";
import { placeDescription } from "~/bookings";
import { newGroupSchema, NEW_GROUP_FIELDS } from "./new-group-form";
import { openGroupOnce } from "./group-openings.server";
import { FIX_GROUP_FIELDS, GROUP_ALREADY_SENT, fateLine, GROUP_FIELD_ERRORS, GROUP_FORM_STALE, groupOpened, NOTHING_OPENED } from "./groups-admin.messages";

type Business = { address: { street: string; locality: string } };

export type NewGroupAnswer =
  { kind: "opened"; message: string; date: string } | { kind: "form"; status: 400 | 409; formError: string; fieldErrors: Record<string, string[]> };

const fail = (formError: string, fieldErrors: Record<string, string[]> = {}, status: 400 | 409 = 400): NewGroupAnswer => ({
  kind: "form",
  status,
  formError,
  fieldErrors,
});

export async function handleNewGroup(
  db: Kysely<Database>,
  form: URLSearchParams,
  settings: BookingSettings,
  business: Business,
  now: Date = new Date(),
): Promise<NewGroupAnswer> {
  const submissionKey = form.get("submissionKey") ?? "";
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(submissionKey)) return fail(GROUP_FORM_STALE);
  const parsed = newGroupSchema.safeParse(Object.fromEntries(NEW_GROUP_FIELDS.map((name) => [name, form.get(name) ?? ""])));
  const service = settings.services.find((candidate) => candidate.slug === form.get("service"));
  const day = parseDate(form.get("date"));
  const fieldErrors: Record<string, string[]> = {
    ...(parsed.success ? {} : messagesByField(parsed.error)),
    ...(service ? {} : { service: [GROUP_FIELD_ERRORS.service] }),
    ...(day && Temporal.PlainDate.compare(day, warsawDate(now)) >= 0 ? {} : { date: [GROUP_FIELD_ERRORS.date] }),
  };
  if (!parsed.success || !service || !day || Object.keys(fieldErrors).length) return fail(FIX_GROUP_FIELDS, fieldErrors);
  const fields = parsed.data;
  const opening = await openGroupOnce(
    db,
    {
      title: fields.title,
      serviceSlug: service.slug,
      place: placeDescription(fields.place, business.address),
      day,
      clock: minutesOf(fields.time.padStart(5, "0")),
      minutes: fields.minutes,
      bufferMs: settings.bufferMinutes * 60_000,
      seats: fields.seats,
      minSeats: fields.minSeats,
      price: fields.price,
      weeks: fields.weeks,
      decideHoursBefore: fields.minSeats === null ? null : fields.decideHours,
    },
    submissionKey,
    now,
  );
  // Sent again while the first was still opening: the list shows what it opened.
  if (!opening.fates) return { kind: "opened", message: GROUP_ALREADY_SENT, date: day.toString() };
  const opened = opening.fates.filter((fate) => fate.outcome === "opened");
  if (!opened.length) return fail(NOTHING_OPENED, { time: [NOTHING_OPENED] }, 409);
  const lines = opening.fates.map((fate) => fateLine(formatDay(fate.day, false), fate.outcome));
  return { kind: "opened", message: groupOpened(opened.length, lines), date: day.toString() };
}
