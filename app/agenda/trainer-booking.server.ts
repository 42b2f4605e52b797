// A booking the trainer takes in the panel (/admin/kalendarz/nowa), once or
// every week: who, which service, which time, and whether the client gets
// mails. A free time is booked at once; a time outside working hours only
// after "poza godzinami pracy" is ticked; a time held by anything else is
// refused, by the booking cells in the end. A series lists each date's fate
// first and is saved whole or not at all (trainer-series.server.ts). A gift
// voucher's code pays for a single booking (trainer-voucher.server.ts).
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Booking, Database } from "~/db/database.server";
import { bookSession } from "~/bookings/index.server";
import { BOOKING_LIMITS, placeDescription, type VoucherSeam } from "~/bookings";
import { savedWithKey } from "~/forms/index.server";
import { ERASED_CONFIRM_FIELD, ERASED_PERSON } from "~/clients";
import { erasedWithoutYes } from "~/clients/index.server";
import { trainerVoucher, type TrainerVoucher, type VoucherOffer } from "~/agenda/trainer-voucher.server";
import { VOUCHER_CODE_TOO_LONG, VOUCHER_NOT_WITH_SERIES } from "~/agenda/trainer-voucher.messages";
import { notesSchema } from "~/agenda/trainer-booking-request";
import { OUTSIDE_HOURS_FATES, timeFate, type TimeFate } from "~/series";
import { fateText } from "~/series";
import { namedOccupied } from "~/agenda/named-occupied.server";
import { formatSession, parseDate, warsawDate } from "~/scheduling";
import { messagesByField } from "~/lib/zod";
import type { SeriesRow } from "~/series";
import { clientOf, seriesPlan, wantedTime } from "~/agenda/trainer-booking-fields.server";
import { handleSeries, type TrainerBookingAnswer } from "~/agenda/trainer-series.server";
import { newBooking } from "~/series/index.server";
import {
  booked,
  FIX_FIELDS,
  FORM_INCOMPLETE,
  PICK_SERVICE,
  PICK_TIME,
  SERIES_PLAN_ERRORS,
  TIME_JUST_TAKEN,
  timeRefusalText,
  type TimeRefusal,
} from "~/agenda/trainer-booking.messages";

type Business = { phone: string; address: { street: string; locality: string } };

const MINUTE = 60_000;

/**
 * Handles the page's form: books one time, lists a series' dates, or saves
 * the series. `vouchers`: gift vouchers, handed in by the route (vouchers
 * import what the agenda imports), for a code typed in the form, with the
 * price list's packages a package's voucher pays for.
 */
export async function handleTrainerBooking(
  db: Kysely<Database>,
  form: URLSearchParams,
  settings: BookingSettings,
  business: Business,
  now: Date = new Date(),
  vouchers?: { seam: VoucherSeam; packages: VoucherOffer["packages"] },
): Promise<TrainerBookingAnswer> {
  const fail = (formError: string, fieldErrors: Record<string, string[]> = {}, series: SeriesRow[] | null = null, status: 400 | 409 = 400) =>
    ({ kind: "form", status, formError, fieldErrors, series }) as const;
  const client = await clientOf(db, form);
  const service = settings.services.find((candidate) => candidate.slug === form.get("service"));
  const notes = notesSchema.safeParse(form.get("notes") ?? "");
  const wanted = wantedTime(form);
  const voucherCode = (form.get("voucherCode") ?? "").trim();
  const codeTooLong = voucherCode.length > BOOKING_LIMITS.voucherCode;
  const fieldErrors: Record<string, string[]> = {
    ...(codeTooLong ? { voucherCode: [VOUCHER_CODE_TOO_LONG] } : {}),
    ...(client.ok ? {} : client.errors),
    ...(service ? {} : { service: [PICK_SERVICE] }),
    ...(notes.success ? {} : messagesByField(notes.error)),
    ...(wanted ? {} : { start: [PICK_TIME] }),
  };
  if (!client.ok || !service || !notes.success || !wanted || codeTooLong) return fail(FIX_FIELDS, fieldErrors);

  const outsideConfirmed = form.get("outsideHours") === "on";
  const booking = {
    client: client.client,
    service,
    place: placeDescription(service.place, business.address),
    bufferMs: settings.bufferMinutes * MINUTE,
    cancelCutoffHours: settings.cancelCutoffHours,
    notes: notes.data,
    mailClient: form.get("mailClient") === "on" && client.client.email !== "",
    submissionKey: form.get("submissionKey") ?? "",
  };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(booking.submissionKey)) return fail(FORM_INCOMPLETE);
  // A new client (not a card chosen) named by an erased person's e-mail or phone: the trainer's explicit yes first.
  if (!("id" in client.client) && (await erasedWithoutYes(db, client.client, form))) {
    return fail(FIX_FIELDS, { [ERASED_CONFIRM_FIELD]: [ERASED_PERSON.refusal] }, null, 409);
  }

  // "Sprawdź terminy" and the list's own buttons mean a series, ticked or not.
  const intent = form.get("intent");
  if (form.get("repeat") === "on" || intent === "check" || intent === "save-series") {
    if (voucherCode) return fail(FIX_FIELDS, { voucherCode: [VOUCHER_NOT_WITH_SERIES] });
    const plan = seriesPlan(form, wanted.date, wanted.minutes);
    if (typeof plan === "string") return fail(FIX_FIELDS, { count: [SERIES_PLAN_ERRORS[plan]] });
    return handleSeries(db, form, { ...booking, plan, outsideConfirmed }, settings, now);
  }

  // A retry (a double tap, a form sent again): the booking its key made, rather than its own time found taken or its code used.
  const earlier = await savedWithKey(db, "bookings", booking.submissionKey);
  const repeated = earlier === undefined ? undefined : await db.selectFrom("bookings").selectAll().where("id", "=", earlier).executeTakeFirst();
  if (repeated) return bookedAnswer(repeated);
  const occupied = await namedOccupied(db, now, wanted.date);
  const fate = timeFate(settings, service, wanted.date, wanted.minutes, now, occupied);
  const refusal = timeRefusal(fate, outsideConfirmed);
  if (refusal) return fail(timeRefusalText(refusal), { start: [timeRefusalText(refusal)] }, null, 409);
  const voucherFor = (typed: string): Promise<TrainerVoucher<typeof service>> => {
    if (!vouchers) throw new Error("A voucher's code is taken through vouchers' seam: the route passes it in.");
    const offer = { services: settings.services, packages: vouchers.packages, phone: business.phone };
    return trainerVoucher(db, vouchers.seam, typed, { service, notes: notes.data }, offer, now);
  };
  const voucher = voucherCode ? await voucherFor(voucherCode) : undefined;
  if (voucher && !voucher.ok) return fail(voucher.message, { voucherCode: [voucher.message] }, null, 409);
  const withVoucher = voucher ? { ...booking, service: voucher.service, notes: voucher.notes } : booking;
  const made = await bookSession(db, newBooking(withVoucher, fate, OUTSIDE_HOURS_FATES.has(fate.fate.kind)), now, voucher?.take).catch((error: unknown) => {
    // Two tabs with one code at once: the other booking took the voucher, and this one was rolled back.
    if (vouchers?.seam.isTaken(error)) return { kind: "voucher-taken" as const };
    throw error;
  });
  if (made.kind === "voucher-taken") return fail(vouchers!.seam.refusals.taken, { voucherCode: [vouchers!.seam.refusals.taken] }, null, 409);
  if (made.kind === "taken") {
    const occupiedNow = await namedOccupied(db, now, wanted.date);
    const again = timeRefusal(timeFate(settings, service, wanted.date, wanted.minutes, now, occupiedNow), outsideConfirmed);
    const message = again ? timeRefusalText(again) : TIME_JUST_TAKEN;
    return fail(message, { start: [message] }, null, 409);
  }
  return bookedAnswer(made.booking);
}

function bookedAnswer(saved: Booking): TrainerBookingAnswer {
  return {
    kind: "booked",
    date: warsawDate(Date.parse(saved.starts_at)).toString(),
    message: booked({ session: formatSession(saved.starts_at, saved.ends_at), name: saved.name, mailed: saved.mail_client === 1 }),
  };
}

/** Why this time cannot be booked as asked, or null when it can. */
function timeRefusal(fate: TimeFate, outsideConfirmed: boolean): TimeRefusal | null {
  const { kind } = fate.fate;
  if (fate.fate.kind === "taken") return { kind: "taken", what: fate.fate.what };
  if (kind === "past" || kind === "no-such-time") return { kind };
  if (OUTSIDE_HOURS_FATES.has(kind) && !outsideConfirmed) return { kind: "outside-hours", why: fateText(fate.fate) };
  return null;
}

/** The date a free time or a typed date names, for the page's heading; today otherwise. */
export function dateAsked(start: string | null, date: string | null, now: Date): Temporal.PlainDate {
  const instant = start ? Date.parse(start) : NaN;
  if (Number.isFinite(instant)) return warsawDate(instant);
  return parseDate(date) ?? warsawDate(now);
}
