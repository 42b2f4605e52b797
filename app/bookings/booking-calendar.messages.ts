// The words inside a booking's calendar files (.ics): the event's
// description in the visitor's and the trainer's copy, the outcome in its
// title, and the name of the trainer's subscribed calendar.
import { OUTCOME_AFTER_SERVICE_NAME, type BookingStatus } from "~/lib/booking-status.messages";

/** The product in PRODID ("-//host//Rezerwacje//PL"). */
export const CALENDAR_PRODUCT = "Rezerwacje";

/** The subscribed calendar's name. */
export const feedCalendarName = (businessName: string) => `Rezerwacje — ${businessName}`;

/** The visitor's copy: what to do with it, and whom to call. */
export function visitorDescription(facts: { cancelled: boolean; manageUrl: string | null; phone: string; email: string }): string {
  const lines = facts.cancelled ? ["Rezerwacja odwołana."] : facts.manageUrl ? [`Zmiana terminu lub odwołanie: ${facts.manageUrl}`] : [];
  return [...lines, `Kontakt: ${facts.phone}, ${facts.email}`].join("\n");
}

/** The trainer's copy: the client's details, then the link to the agenda. */
export function trainerDescription(facts: { name: string; phone: string; email: string; price: string; notes: string; agendaLink: string }): string {
  return [
    `Osoba: ${facts.name}`,
    `Telefon: ${facts.phone}`,
    `E-mail: ${facts.email}`,
    `Cena: ${facts.price}`,
    ...(facts.notes.trim() ? ["Uwagi:", facts.notes] : []),
    "",
    facts.agendaLink,
  ].join("\n");
}

/** The minimal feed: the details are a sign-in away. */
export const minimalDescription = (agendaLink: string) => `Telefon, e-mail i uwagi klienta: ${agendaLink} (po zalogowaniu)`;

/**
 * The outcome the trainer marked, in the event's title: the event stays in
 * the calendar. The title starts with the service's name, of any gender, so
 * the words are the impersonal ones of the site's rule ("(odbyto)", "(odwołano)").
 */
export const OUTCOME_SUFFIX: Partial<Record<BookingStatus, string>> = Object.fromEntries(
  Object.entries(OUTCOME_AFTER_SERVICE_NAME).map(([status, words]) => [status, ` (${words})`]),
);
