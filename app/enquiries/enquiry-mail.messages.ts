// The words of an enquiry's mails: the trainer's copy and the visitor's
// "thank you, I'll answer soon".
import { formatDateTime } from "~/lib/format";
import { withinHours } from "~/lib/polish-phrases";
import { FREE_CONSULTATION } from "./free-consultation";

export const trainerCopySubject = (service: string | null, name: string) => `Nowe zapytanie: ${service ?? FREE_CONSULTATION} — ${name}`;

/** The enquiry's fields as the trainer reads them; a general question is the free consultation. */
export const trainerCopyFields = (enquiry: { name: string; email: string; phone: string | null }, service: string | null): [string, string][] => [
  ["Imię i nazwisko", enquiry.name],
  ["E-mail", enquiry.email],
  ["Telefon", enquiry.phone ?? "nie podano"],
  ["Usługa", service ?? FREE_CONSULTATION],
];

export const trainerCopyIntro = (id: number, createdAt: string) => `Zapytanie nr ${id} ze strony, wysłane ${formatDateTime(createdAt)}.`;

/** The heading over the visitor's own words. */
export const MESSAGE_HEADING = "Wiadomość";

export const acknowledgementSubject = (trainerName: string) => `Dziękuję za wiadomość — ${trainerName}`;

/** The acknowledgement's paragraphs: it carries none of the visitor's words. */
export const acknowledgementParagraphs = (facts: { website: string; responseTimeHours: number; phone: string }) => [
  "Dzień dobry,",
  `dziękuję za wiadomość wysłaną przez formularz na stronie ${facts.website}. Odpowiem ${withinHours(facts.responseTimeHours)}, zwykle szybciej.`,
  `Jeśli sprawa jest pilna, zadzwoń: ${facts.phone}.`,
];

export const ACKNOWLEDGEMENT_GREETING = "Pozdrawiam";

export const ACKNOWLEDGEMENT_FOOTNOTE =
  "Tę wiadomość wysłano automatycznie, bo ten adres podano w formularzu kontaktowym. Jeśli to nie Ty, po prostu ją zignoruj.";
