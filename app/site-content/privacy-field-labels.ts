// The editor's words for the privacy policy's facts ("Polityka prywatności").
import type { SectionLabels } from "./field-label-types";

export const privacyLabels: SectionLabels = {
  fields: {
    hostingProvider: { label: "Firma, na której serwerze działa strona", hint: "Trzyma bazę strony: zapytania, rezerwacje i e-maile czekające na wysłanie." },
    emailProvider: {
      label: "Dostawca poczty e-mail",
      hint: "Firma, przez którą strona wysyła e-maile (Tobie i klientom), i ta, u której masz skrzynkę; jeśli to dwie firmy, wpisz obie.",
    },
    accountingOffice: { label: "Biuro rachunkowe", hint: "Zostaw puste, jeśli nie korzystasz." },
    claimsYears: { label: "Przedawnienie roszczeń z umowy (lata)", unit: "lata" },
    taxRecordsYears: { label: "Przechowywanie dokumentów podatkowych (lata)", unit: "lata" },
    serverLogDays: { label: "Przechowywanie dziennika serwera (dni)", unit: "dni" },
    backupDays: {
      label: "Przechowywanie kopii zapasowych (dni)",
      unit: "dni",
      hint: "Po tylu dniach usunięte dane znikają z kopii: nocnej (npm run db:backup) i bieżącej poza serwerem (BACKUP_URL), która po zmianie tej liczby stosuje ją w ciągu minuty.",
    },
    backupProvider: {
      label: "Gdzie jest kopia zapasowa poza serwerem",
      summary: "Kopia poza serwerem",
      hint: "Firma i kraj miejsca, do którego strona na bieżąco kopiuje bazę (ustawienie BACKUP_URL), np. Przykładowe Kopie sp. z o.o. (serwer w Niemczech). Zostaw puste, jeśli strona nie robi takiej kopii.",
    },
    calendarProvider: {
      label: "Kalendarz, w którym widzisz rezerwacje",
      summary: "Kalendarz z rezerwacjami",
      hint: "Firma, której kalendarz subskrybuje adres z Kalendarza w panelu, np. Google Ireland Limited (Kalendarz Google). Zostaw puste, jeśli go nie dodajesz.",
    },
    calendarFeedFull: {
      label: "Pełne dane klientów w tym kalendarzu",
      hint: "Zaznaczone: nazwisko, telefon, e-mail, cena i uwagi. Niezaznaczone: tylko imię i usługa, reszta w panelu.",
    },
    videoCallProvider: {
      label: "Usługa do spotkań online",
      hint: "Np. Google Ireland Limited (Google Meet). Zostaw puste, jeśli nie prowadzisz spotkań online.",
    },
    blockMonths: {
      label: "Jak długo trwa blokada adresu e-mail (miesiące)",
      hint: "Po „Odwołaj i zablokuj ten e-mail”.",
      unit: "miesiące",
      summary: "Czas blokady adresu e-mail",
    },
    updated: { label: "Data ostatniej aktualizacji", input: "date" },
  },
  lists: {},
};
