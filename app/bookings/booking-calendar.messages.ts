// The words inside a booking's calendar files (.ics): the event's
// description in the visitor's and the trainer's copy, the outcome in its
// title, and the name of the trainer's subscribed calendar.

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
 * the calendar. The title starts with the service's name, of any gender
 * ("Trening personalny", "Konsultacja"), so a cancelled one is the
 * impersonal "odwołano", which agrees with either.
 */
export const OUTCOME_SUFFIX: Partial<Record<"confirmed" | "cancelled" | "attended" | "no_show", string>> = {
  attended: " (odbyła się)",
  no_show: " (nieobecność)",
  cancelled: " (odwołano)",
};
