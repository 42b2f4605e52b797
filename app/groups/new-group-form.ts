// The trainer's group forms: "Nowe zajęcia" of /admin/zajecia, its fields and
// one schema that reads them with a Polish message for every mistake (the
// date's own checks, today or later, are the server's: it knows today in
// Warsaw), and the fields a session's page (/admin/zajecia/:id) reads.
import { MAX_DECIDE_HOURS, MAX_SEATS } from "~content/booking-schema";
import { z } from "~/lib/zod";
import { GROUP_FIELD_ERRORS as ERRORS } from "./groups-admin.messages";

export const NEW_GROUP_FIELDS = [
  "title",
  "service",
  "place",
  "date",
  "time",
  "minutes",
  "seats",
  "minSeats",
  "decideHours",
  "price",
  "weeks",
  "submissionKey",
] as const;

/**
 * What the forms of a session's page send: a participant added, the session
 * cancelled, and the agenda's buttons on each participant (their payment
 * fields are the payments' own, added by the page).
 */
export const GROUP_SESSION_FIELDS = [
  "intent",
  "id",
  "version",
  "message",
  "scope",
  "clientId",
  "name",
  "phone",
  "email",
  "companion",
  "mailClient",
  "submissionKey",
] as const;

export const GROUP_LIMITS = {
  title: 80,
  seats: { min: 2, max: MAX_SEATS },
  weeks: 26,
  minutes: { min: 15, max: 240 },
  price: 1000,
  decideHours: MAX_DECIDE_HOURS,
} as const;

const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/** Empty (or only spaces): none; otherwise a whole number in range, with the field's own message. */
const optionalWhole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === "") return null;
      const value = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (value >= min && value <= max) return value;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

export const newGroupSchema = z
  .object({
    title: z.string().trim().min(2, ERRORS.title).max(GROUP_LIMITS.title, ERRORS.titleLong),
    service: z.string().min(1, ERRORS.service),
    place: z.enum(["studio", "online", "outdoors"], { error: ERRORS.place }),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ERRORS.date),
    time: z
      .string()
      .trim()
      .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, ERRORS.time),
    minutes: whole(GROUP_LIMITS.minutes.min, GROUP_LIMITS.minutes.max, ERRORS.minutes),
    seats: whole(GROUP_LIMITS.seats.min, GROUP_LIMITS.seats.max, ERRORS.seats),
    minSeats: optionalWhole(1, GROUP_LIMITS.seats.max, ERRORS.minSeats),
    decideHours: optionalWhole(1, GROUP_LIMITS.decideHours, ERRORS.decideHours),
    price: whole(0, GROUP_LIMITS.price, ERRORS.price),
    weeks: whole(1, GROUP_LIMITS.weeks, ERRORS.weeks),
  })
  .superRefine((plan, context) => {
    if (plan.minSeats !== null && plan.minSeats > plan.seats) context.addIssue({ code: "custom", path: ["minSeats"], message: ERRORS.minSeats });
    if (plan.minSeats !== null && plan.decideHours === null) context.addIssue({ code: "custom", path: ["decideHours"], message: ERRORS.decideHours });
  });

export type NewGroupFields = z.output<typeof newGroupSchema>;
