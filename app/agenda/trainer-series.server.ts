// A weekly series the trainer books: its dates listed with their fates to
// check first, then saved whole or not at all.
import { Temporal } from "temporal-polyfill";
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { clockText, OUTSIDE_HOURS_FATES, seriesDates, seriesFates, type Occurrence, type TimeFate } from "~/series";
import { fateText } from "~/series";
import type { SeriesRow } from "~/series";
import { formatDate, formatDay } from "~/scheduling";
import { savedWithKey } from "~/forms/index.server";
import { namedOccupied } from "~/agenda/named-occupied.server";
import { pickedTimes } from "~/agenda/trainer-booking-fields.server";
import { saveSeries, type SeriesDraft } from "~/series/index.server";
import { CHECK_SERIES, NOTHING_CHOSEN, SERIES_TAKEN_MEANWHILE, seriesRefused, seriesSaved } from "~/agenda/trainer-booking.messages";

export type TrainerBookingAnswer =
  | { kind: "booked"; message: string; date: string }
  | {
      kind: "form";
      status: 200 | 400 | 409;
      /** What is wrong with what was sent (drawn as an error); absent when the form only comes back with more to read. */
      formError?: string;
      /** What to do next with what came back, no error: a series' dates listed by "Sprawdź terminy". */
      formNote?: string;
      fieldErrors: Record<string, string[]>;
      /** A series' dates and their fates, to check before saving. */
      series: SeriesRow[] | null;
    };

export const isBookable = (fate: TimeFate, outsideConfirmed: boolean) =>
  fate.fate.kind === "free" || (outsideConfirmed && OUTSIDE_HOURS_FATES.has(fate.fate.kind));

function seriesRows(occurrences: Occurrence[], form: URLSearchParams, outsideConfirmed: boolean): SeriesRow[] {
  return occurrences.map((occurrence) => {
    const chosen = form.get(`choice-${occurrence.date}`);
    return {
      date: occurrence.date,
      day: formatDay(Temporal.PlainDate.from(occurrence.date)),
      time: clockText(occurrence.minutes),
      fate: fateText(occurrence.fate),
      free: occurrence.fate.kind === "free",
      bookable: isBookable(occurrence, outsideConfirmed),
      outsideHours: OUTSIDE_HOURS_FATES.has(occurrence.fate.kind),
      clockChange: occurrence.clockChange,
      choice: chosen === "book" || chosen === "skip" || chosen === "time" ? chosen : occurrence.fate.kind === "free" ? "book" : "skip",
    };
  });
}

/**
 * How the chosen dates are saved and told: a new series by default; "Powtarzaj
 * co tydzień" saves them after a booking already made (repeat-booking.server.ts).
 * `save` answers "saved", "taken", or a refusal's words.
 */
export type SeriesSaving = {
  save: (chosen: Occurrence[]) => Promise<"saved" | "taken" | { refused: string }>;
  saved: (chosen: Occurrence[]) => TrainerBookingAnswer;
};

const newSeries = (db: Kysely<Database>, draft: SeriesDraft, now: Date): SeriesSaving => ({
  save: async (chosen) => ((await saveSeries(db, draft, chosen, now)) === "taken" ? "taken" : "saved"),
  saved: (chosen) => saved(draft, chosen),
});

/** Lists a series' dates, or saves those chosen. */
export async function handleSeries(
  db: Kysely<Database>,
  form: URLSearchParams,
  draft: SeriesDraft,
  settings: BookingSettings,
  now: Date,
  saving: SeriesSaving = newSeries(db, draft, now),
): Promise<TrainerBookingAnswer> {
  const list = async () => {
    const last = seriesDates(draft.plan).at(-1)!;
    const occurrences = seriesFates(settings, draft.service, draft.plan, now, await namedOccupied(db, now, last), pickedTimes(form));
    return { occurrences, rows: seriesRows(occurrences, form, draft.outsideConfirmed) };
  };
  const listed = (formError: string, rows: SeriesRow[], status: 400 | 409 = 400): TrainerBookingAnswer => ({
    kind: "form",
    status,
    formError,
    fieldErrors: {},
    series: rows,
  });
  const { occurrences, rows } = await list();
  // The dates asked for, listed: an answer, not a refusal (issue 58: it answered 400, drawn red).
  if (form.get("intent") !== "save-series") return { kind: "form", status: 200, formNote: CHECK_SERIES, fieldErrors: {}, series: rows };
  const chosen = occurrences.filter((occurrence, index) => rows[index]!.choice !== "skip");
  // Sent again (a double tap): the series saved the first time.
  if ((await savedWithKey(db, "bookings", `${draft.submissionKey}-0`)) !== undefined) return saving.saved(chosen);

  const blocked = chosen.filter((occurrence) => !isBookable(occurrence, draft.outsideConfirmed));
  if (blocked.length) {
    const dates = blocked.map((occurrence) => formatDay(Temporal.PlainDate.from(occurrence.date), false));
    const outsideHours = blocked.some((occurrence) => OUTSIDE_HOURS_FATES.has(occurrence.fate.kind));
    return listed(seriesRefused({ dates, outsideHours }), rows, 409);
  }
  if (!chosen.length) return listed(NOTHING_CHOSEN, rows);
  const outcome = await saving.save(chosen);
  if (outcome === "taken") return listed(SERIES_TAKEN_MEANWHILE, (await list()).rows, 409);
  if (outcome !== "saved") return listed(outcome.refused, rows, 409);
  return saving.saved(chosen);
}

function saved(draft: SeriesDraft, booked: Occurrence[]): TrainerBookingAnswer {
  const first = booked[0]!;
  const from = formatDate(Temporal.PlainDate.from(first.date), false);
  return {
    kind: "booked",
    date: first.date,
    message: seriesSaved({ everyWeeks: draft.plan.everyWeeks, count: booked.length, from, name: draft.client.name, mailed: draft.mailClient }),
  };
}
