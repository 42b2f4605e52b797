// The words of push notifications: what each topic is called where the
// trainer chooses them, and the one line each notification says.
import type { PushTopic } from "./push-topics";

export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  booking: "Nowa rezerwacja online",
  client_change: "Odwołanie lub przeniesienie przez klienta",
  enquiry: "Nowe zapytanie (nigdy spam)",
  package: "Kończący się pakiet i zamówiony bon podarunkowy",
  calendar: "Błąd wczytywania kalendarza prywatnego",
};

const WHEN = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  weekday: "short",
  day: "numeric",
  month: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "czw., 27.11, 18:00": a session's start in Warsaw time. */
export const sessionTime = (startsAt: string): string => WHEN.format(new Date(startsAt));

export type PushText = { title: string; body: string };

/** What each notification says: a title, and one line under it. */
export const PUSH_TEXTS = {
  booking: (when: string): PushText => ({ title: "Nowa rezerwacja online", body: `Trening: ${when}` }),
  // Neither the client's gender nor the kind of service is in the title: "Klient przeniósł trening" was wrong for a woman and for a consultation.
  moved: (when: string): PushText => ({ title: "Termin przeniesiony przez klienta", body: `Nowy termin: ${when}` }),
  cancelled: (when: string): PushText => ({ title: "Termin odwołany przez klienta", body: `Termin: ${when}` }),
  enquiry: { title: "Nowe zapytanie", body: "Ktoś napisał przez formularz na stronie." },
  package: { title: "Pakiet się kończy", body: "Jeden trening do końca albo ostatni tydzień ważności." },
  calendar: { title: "Kalendarz prywatny się nie wczytuje", body: "Rezerwacje blokuje jego ostatnia dobra kopia. Sprawdź adres w panelu." },
  test: { title: "Próbne powiadomienie", body: "Działa: tak będą wyglądać powiadomienia z panelu." },
} satisfies Record<string, PushText | ((when: string) => PushText)>;
