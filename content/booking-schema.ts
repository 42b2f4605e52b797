// The schema of the booking settings (/rezerwacja): what can be booked, when,
// and the rules that keep the calendar sane. Checked on every publish.
import { readClockTime } from "../app/lib/typed-values";
import { z } from "../app/lib/zod";
import { dateSchema, packageReferenceSchema, PAY_ONLINE, slugSchema } from "./schema";

/** "07:00" ("7:00" as typed); "24:00" closes at midnight. Whole five minutes: the calendar's cells are five minutes long. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5][05]$|^24:00$/;
const CLOCK_TIME_MESSAGE = "godzina ma postać 07:00 (pełne 5 minut)";
const clockTime = z.string().transform(readClockTime).pipe(z.string().regex(CLOCK_TIME, CLOCK_TIME_MESSAGE));
/** The end of a range: a time picker's "00:00" there can only mean midnight at the end of the day. */
const closingTime = z
  .string()
  .transform((typed) => (readClockTime(typed) === "00:00" ? "24:00" : readClockTime(typed)))
  .pipe(z.string().regex(CLOCK_TIME, CLOCK_TIME_MESSAGE));

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeRangeSchema = z
  .object({ from: clockTime, to: closingTime })
  .refine((range) => minutesOfDay(range.from) < minutesOfDay(range.to), { message: "koniec musi być później niż początek", path: ["to"] });

export const dayHoursSchema = z.array(timeRangeSchema).superRefine((ranges, context) => {
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
  for (let index = 1; index < sorted.length; index++) {
    if (minutesOfDay(sorted[index]!.from) < minutesOfDay(sorted[index - 1]!.to)) {
      context.addIssue({ code: "custom", message: "przedziały godzin w jednym dniu nie mogą na siebie nachodzić" });
      return;
    }
  }
});

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each weekday's Polish name, as a sentence reads it in the middle: "poniedziałek". */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: "poniedziałek",
  tuesday: "wtorek",
  wednesday: "środa",
  thursday: "czwartek",
  friday: "piątek",
  saturday: "sobota",
  sunday: "niedziela",
};

export { PAY_ONLINE, type PayOnline } from "./schema";

export const PLACES = ["studio", "online", "outdoors"] as const;
export type Place = (typeof PLACES)[number];

/** The most places a session of pairs or a small group holds: the panel's "Nowe zajęcia" reads the same. */
export const MAX_SEATS = 20;
/** The latest the trainer is asked whether a session below its minimum goes ahead: a week before it. */
export const MAX_DECIDE_HOURS = 168;

const minutes = (hint: string) => z.number({ error: hint }).int("podaj pełne minuty").multipleOf(5, "podaj wielokrotność 5 minut");

export const bookingSchema = z.object({
  services: z
    .array(
      z
        .object({
          slug: slugSchema,
          /** The price-list item this service is: its name and price are that item's (one place to change them). */
          package: packageReferenceSchema.nullable().default(null),
          /** Only for a service that is not in the price list (a free consultation, say). */
          name: z.string().default(""),
          durationMinutes: minutes("podaj czas trwania w minutach, np. 60").min(15).max(240),
          place: z.enum(PLACES),
          /** Gross price in PLN, 0 is free; only for a service that is not in the price list. */
          price: z.number({ error: "podaj cenę w złotych, np. 150 (0 = bezpłatnie)" }).int("podaj cenę w pełnych złotych").min(0).nullable().default(null),
          /** Other price-list items whose "Zarezerwuj termin" leads to this service (packages of its sessions). */
          offerSlugs: z.array(packageReferenceSchema).default([]),
          /** Places at one time: 1 is a session for one person; more makes a pair or a small group (a group session per time). */
          seats: z
            .number({ error: `podaj liczbę miejsc od 1 do ${MAX_SEATS} (1 = trening indywidualny)` })
            .int("podaj liczbę całkowitą")
            .min(1, "co najmniej 1 miejsce")
            .max(MAX_SEATS, `najwyżej ${MAX_SEATS} miejsc`)
            .default(1),
          /** Fewest people for a session to go ahead; null: it goes ahead with anyone. */
          minSeats: z
            .number({ error: "podaj najmniejszą liczbę osób, np. 2, albo zostaw puste" })
            .int("podaj liczbę całkowitą")
            .min(2, "minimum to co najmniej 2 osoby; bez minimum zostaw puste")
            .nullable()
            .default(null),
          /** With a minimum: how many hours before the start the trainer is asked whether to hold a session below it. */
          decideHoursBefore: z
            .number({ error: "podaj liczbę godzin, np. 24" })
            .int("podaj pełne godziny")
            .min(1, "co najmniej 1 godzina przed zajęciami")
            .max(MAX_DECIDE_HOURS, `najwyżej ${MAX_DECIDE_HOURS} godzin (tydzień) przed zajęciami`)
            .default(24),
          /** How it is paid (issue 81): at the session, or online when booked, in full or a deposit (the rest at the session). */
          payOnline: z.enum(PAY_ONLINE).default("at_session"),
          /** The deposit paid online at booking, in whole PLN; only with "online_deposit". */
          deposit: z
            .number({ error: "podaj zadatek w złotych, np. 50" })
            .int("podaj zadatek w pełnych złotych")
            .min(1, "zadatek to co najmniej 1 zł")
            .nullable()
            .default(null),
        })
        .superRefine((service, context) => {
          if (service.payOnline === "online_deposit" && service.deposit === null)
            context.addIssue({ code: "custom", path: ["deposit"], message: "podaj zadatek w złotych, np. 50, albo wybierz inny sposób płatności" });
          if (service.minSeats !== null && service.minSeats > service.seats)
            context.addIssue({ code: "custom", path: ["minSeats"], message: "minimum nie może być większe niż liczba miejsc" });
          if (service.package !== null) return;
          if (service.name.trim().length < 3) context.addIssue({ code: "custom", path: ["name"], message: "podaj nazwę usługi albo wybierz pozycję cennika" });
          if (service.price === null)
            context.addIssue({ code: "custom", path: ["price"], message: "podaj cenę w złotych, np. 150 (0 = bezpłatnie), albo wybierz pozycję cennika" });
        }),
    )
    .min(1, "dodaj co najmniej jedną usługę do rezerwacji")
    .superRefine((services, context) => {
      const seen = new Set<string>();
      services.forEach((service, index) => {
        if (seen.has(service.slug)) context.addIssue({ code: "custom", path: [index, "slug"], message: `identyfikator „${service.slug}” ma już inna usługa` });
        seen.add(service.slug);
      });
    }),
  weeklyHours: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>),
  /** Dates that differ from the week: no hours is a day off; hours replace the week's (and open a holiday). */
  exceptions: z.array(
    z
      .object({ from: dateSchema, to: dateSchema, hours: z.array(timeRangeSchema), note: z.string().max(120).default("") })
      .refine((exception) => exception.from <= exception.to, { message: "data końcowa nie może być wcześniejsza niż początkowa", path: ["to"] }),
  ),
  /** How often a session may start: every 30 minutes from the start of each range. */
  startEveryMinutes: minutes("podaj liczbę minut, np. 30").min(5).max(240),
  /** Kept free after every session. */
  bufferMinutes: minutes("podaj liczbę minut, np. 15").min(0).max(120),
  minNoticeHours: z.number({ error: "podaj liczbę godzin, np. 12" }).int("podaj pełne godziny").min(0).max(336),
  horizonDays: z.number({ error: "podaj liczbę dni, np. 30" }).int("podaj pełne dni").min(1).max(365),
  maxPerDay: z.number({ error: "podaj liczbę, np. 8" }).int("podaj liczbę całkowitą").min(1).max(50),
  maxFuturePerEmail: z.number({ error: "podaj liczbę, np. 2" }).int("podaj liczbę całkowitą").min(1).max(20),
  cancelCutoffHours: z.number({ error: "podaj liczbę godzin, np. 12" }).int("podaj pełne godziny").min(0).max(336),
  /** How long a time booked with payment online waits for it (issue 81); null: the server's ONLINE_PAYMENT_MINUTES. */
  paymentMinutes: z
    .number({ error: "podaj liczbę minut, np. 15" })
    .int("podaj pełne minuty")
    .min(2, "co najmniej 2 minuty (tyle żyje kod BLIK)")
    .max(60, "najwyżej 60 minut")
    .nullable()
    .default(null),
  /** A no-show without cancelling uses a session of the client's package, as an attended one does. */
  noShowCountsAsSession: z.boolean().default(false),
  /** The trainer's review page (Google or Facebook) a client is asked to write at; empty: nobody is asked (issue 62). */
  reviewUrl: z
    .string()
    .trim()
    .max(500, "adres może mieć najwyżej 500 znaków")
    .refine((typed) => typed === "" || isHttpsAddress(typed), "adres musi zaczynać się od https://, np. https://g.page/r/…/review")
    .default(""),
  /** Kept sessions ("Odbyło się") after which a client is asked once for a review; 0: never. */
  reviewAfterSessions: z.number({ error: "podaj liczbę treningów, np. 3 (0 = nie proś)" }).int("podaj liczbę całkowitą").min(0).max(100).default(3),
});

function isHttpsAddress(typed: string): boolean {
  return z.url({ protocol: /^https$/ }).safeParse(typed).success;
}

/** The settings as stored: a service from the price list has no name or price of its own. */
export type StoredBookingSettings = z.output<typeof bookingSchema>;
/** A service as every page, mail and calendar shows it: its name and price filled in from the price list. */
export type BookingService = Omit<StoredBookingSettings["services"][number], "price"> & { price: number };
export type BookingSettings = Omit<StoredBookingSettings, "services"> & { services: BookingService[] };
export type TimeRange = z.output<typeof timeRangeSchema>;
