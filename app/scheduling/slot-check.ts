// Whether a start time asked for can be booked, and when not, why: a time the
// page never offered (past, too soon, beyond the horizon, a closed day, off
// the grid) is told apart from a time someone else has just taken.
import type { BookingService, BookingSettings } from "~content/booking-schema";
import { freeSlotsOn, hoursOn, type Calendar, type Slot } from "~/scheduling/availability";
import { countedPhrase } from "~/lib/polish-plural";
import { warsawDate } from "~/scheduling/warsaw-time";

export type SlotRefusal = "past" | "too-soon" | "too-far" | "closed" | "off-grid" | "day-full" | "taken";

export type SlotCheck = { ok: true; slot: Slot } | { ok: false; reason: SlotRefusal; message: string };

const HOUR = 60 * 60_000;

/** The Polish sentence for each refusal. */
export function slotRefusalMessage(reason: SlotRefusal, settings: BookingSettings, closedFor = ""): string {
  switch (reason) {
    case "past":
      return "Ten termin już minął. Wybierz inny.";
    case "too-soon":
      return `Ten termin jest już za blisko: rezerwacje przyjmuję co najmniej ${countedPhrase(settings.minNoticeHours, { one: "godzinę", few: "{count} godziny", many: "{count} godzin" })} wcześniej.`;
    case "too-far":
      return `Ten termin jest zbyt odległy: można rezerwować najwyżej ${countedPhrase(settings.horizonDays, { one: "dzień", few: "{count} dni", many: "{count} dni" })} naprzód.`;
    case "closed":
      return `W ten dzień studio jest zamknięte${closedFor ? ` (${closedFor})` : ""}. Wybierz inny dzień.`;
    case "off-grid":
      return "O tej godzinie nie ma terminu do wyboru. Wybierz jedną z wolnych godzin.";
    case "day-full":
      return "Ten dzień jest już pełny. Wybierz inny.";
    case "taken":
      return "Ten termin jest już zajęty.";
  }
}

/** The free slot starting at `start`, or the reason it is not one. */
export function checkSlot(settings: BookingSettings, service: BookingService, start: number, now: Date, calendar: Calendar): SlotCheck {
  const refuse = (reason: SlotRefusal, closedFor?: string): SlotCheck => ({ ok: false, reason, message: slotRefusalMessage(reason, settings, closedFor) });
  if (!Number.isFinite(start) || start <= now.getTime()) return refuse("past");
  if (start < now.getTime() + settings.minNoticeHours * HOUR) return refuse("too-soon");
  const date = warsawDate(start);
  if (warsawDate(now).until(date).days >= settings.horizonDays) return refuse("too-far");
  const hours = hoursOn(settings, date);
  if (!hours.hours.length) return refuse("closed", hours.closedFor);

  const free = freeSlotsOn(settings, service, date, now, calendar).find((slot) => slot.start === start);
  if (free) return { ok: true, slot: free };
  // Would the grid offer it on an empty calendar? Then something took it (or filled the day).
  const offered = freeSlotsOn(settings, service, date, now, { occupied: [], sessionStarts: [] }).some((slot) => slot.start === start);
  if (!offered) return refuse("off-grid");
  const dayFull = freeSlotsOn(settings, service, date, now, { occupied: calendar.occupied, sessionStarts: [] }).some((slot) => slot.start === start);
  return refuse(dayFull ? "day-full" : "taken");
}
