// The Polish of the clients' import (/admin/klienci/import): its steps, the
// columns' roles, the preview's counts and every refusal.
import { formatDateTime } from "~/lib/format";
import { countedPhrase, type CountedPhrase } from "~/lib/polish-plural";

/** A count's words: the phrase's form for the number, with the number put in. */
const counting = (phrase: CountedPhrase) => (count: number) => countedPhrase(count, phrase);
import type { ColumnRole } from "./column-guess";
import type { UploadRefusal } from "./import-upload.server";
import type { UndoOutcome } from "./undo-import.server";

export const IMPORT_PAGE = {
  title: "Import klientów",
  lead: "Przenieś klientów z Booksy, z kontaktów Google albo z dowolnego arkusza. Najpierw podgląd, potem import; przez dobę można go cofnąć.",
  fileLabel: "Plik z klientami (CSV albo vCard)",
  fileHint: "Eksport klientów z Booksy, kontakty Google lub z telefonu (CSV albo vCard, .vcf) albo arkusz zapisany jako CSV. Najwyżej 5 MB i 20 000 klientów.",
  upload: "Wczytaj plik",
  columnsHeading: "Co jest w kolumnach",
  columnsLead: "Podpowiedzi są wpisane na podstawie nagłówków: popraw je, jeśli trzeba.",
  example: "np.",
  showPreview: "Pokaż podgląd",
  previewHeading: "Podgląd",
  importButton: "Importuj",
  undoButton: "Cofnij import",
  undoLead: "Import można cofnąć przez dobę: karty dodane importem znikną, uzupełnione pola wrócą do stanu sprzed importu.",
  anotherFile: "Wczytaj inny plik",
  backToClients: "← Klienci",
  row: "Wiersz",
  name: "Imię i nazwisko",
  email: "E-mail",
  phone: "Telefon",
  card: "Karta i uwagi",
  linkToClients: "Importuj z pliku",
} as const;

export const ROLE_LABELS: Record<ColumnRole, string> = {
  "first-name": "Imię",
  "last-name": "Nazwisko",
  "full-name": "Imię i nazwisko",
  email: "E-mail",
  phone: "Telefon",
  notes: "Notatki",
  date: "Data wizyty",
  time: "Godzina wizyty",
  service: "Usługa",
  skip: "Nie importuj",
};

export const UPLOAD_REFUSALS: Record<UploadRefusal, string> = {
  "too-large": "Plik jest za duży: najwyżej 5 MB. Wyeksportuj samych klientów albo podziel plik na części.",
  "too-many-rows": "W pliku jest za dużo wierszy: najwyżej 20 000 klientów w jednym imporcie. Podziel plik na części.",
  "too-many-columns": "Plik ma za dużo kolumn (najwyżej 60): czy to na pewno lista klientów?",
  empty: "W pliku nie ma klientów: potrzebny jest wiersz nagłówków i co najmniej jeden wiersz z danymi.",
  "not-a-sheet": "Nie udało się odczytać pliku. Zapisz go jako CSV albo vCard (.vcf) i spróbuj jeszcze raz.",
  spreadsheet:
    "To plik arkusza (np. Excel, .xlsx), a nie CSV. Zapisz plik jako CSV: w arkuszu wybierz „Plik” → „Zapisz jako” → „CSV UTF-8 (rozdzielany przecinkami)” i wczytaj ten nowy plik.",
  missing: "Wybierz plik z klientami.",
  "cut-off": "Plik nie dotarł w całości. Wyślij go jeszcze raz.",
};

export const NO_NAME_OR_CONTACT = "Wskaż kolumnę z e-mailem albo telefonem: bez nich karty nie da się potem odnaleźć.";
export const IMPORT_GONE = "Tego pliku już nie ma: wczytane pliki są usuwane po dobie. Wczytaj go jeszcze raz.";
export const ALREADY_IMPORTED = "Ten plik jest już zaimportowany.";

export const SKIP_REASONS = { "no-contact": "brak e-maila i telefonu", "bad-email": "niepoprawny e-mail" } as const;

export const previewCounts = {
  added: counting({ one: "{count} nowa karta", few: "{count} nowe karty", many: "{count} nowych kart" }),
  merged: counting({
    one: "{count} wiersz z e-mailem albo telefonem istniejącej karty: karta zostaje, puste pola zostaną uzupełnione",
    few: "{count} wiersze z e-mailem albo telefonem znanych kart: karty zostają, puste pola zostaną uzupełnione",
    many: "{count} wierszy z e-mailem albo telefonem znanych kart: karty zostają, puste pola zostaną uzupełnione",
  }),
  similar: counting({
    one: "{count} nowa karta podobna do istniejącej (to samo imię i nazwisko): nie zostanie połączona, połączyć można na karcie",
    few: "{count} nowe karty podobne do istniejących (to samo imię i nazwisko): nie zostaną połączone, połączyć można na karcie",
    many: "{count} nowych kart podobnych do istniejących (to samo imię i nazwisko): nie zostanie połączonych, połączyć można na karcie",
  }),
  skipped: counting({ one: "{count} wiersz pominięty", few: "{count} wiersze pominięte", many: "{count} wierszy pominiętych" }),
  erased: counting({
    one: "{count} osoba, której dane zostały wcześniej usunięte (RODO): bez Twojego potwierdzenia nie zostanie dodana",
    few: "{count} osoby, których dane zostały wcześniej usunięte (RODO): bez Twojego potwierdzenia nie zostaną dodane",
    many: "{count} osób, których dane zostały wcześniej usunięte (RODO): bez Twojego potwierdzenia nie zostaną dodane",
  }),
  broken: (lines: number[]) =>
    `${countedPhrase(lines.length, { one: "Pominięto nieczytelny wiersz pliku", few: "Pominięto nieczytelne wiersze pliku", many: "Pominięto nieczytelne wiersze pliku" })}: ${lines.join(", ")}.`,
  more: counting({ one: "i jeszcze {count} wiersz", few: "i jeszcze {count} wiersze", many: "i jeszcze {count} wierszy" }),
};

export const visitCounts = {
  booked: counting({ one: "{count} wizyta trafi do kalendarza", few: "{count} wizyty trafią do kalendarza", many: "{count} wizyt trafi do kalendarza" }),
  clash: counting({ one: "{count} wizyta w zajętym czasie", few: "{count} wizyty w zajętym czasie", many: "{count} wizyt w zajętym czasie" }),
  past: counting({ one: "pominięto {count} minioną wizytę", few: "pominięto {count} minione wizyty", many: "pominięto {count} minionych wizyt" }),
  unreadable: counting({ one: "pominięto {count} wizytę bez daty", few: "pominięto {count} wizyty bez daty", many: "pominięto {count} wizyt bez daty" }),
};

export const VISITS_TAKEN = "W międzyczasie zajęto termin jednej z wizyt z pliku, więc nic nie zostało zaimportowane. Sprawdź podgląd jeszcze raz.";

export const PREVIEW_WORDS = {
  clash: (start: number, what: string) => `${formatDateTime(new Date(start).toISOString())}: czas zajęty (${what}), wizyta nie zostanie zapisana`,
  skipReason: (why: "no-contact" | "bad-email") => SKIP_REASONS[why],
  similarReason: (reason: "name") => ({ name: "to samo imię i nazwisko" })[reason],
  sameAs: (row: number) => `ten sam e-mail co wiersz ${row}`,
  erased: "dane usunięte wcześniej",
};

/** Above the erased people's rows, in the import's form: why they are held back and when a yes is right. */
/** The tick under a preview whose file has a notes column: unticked, the notes are not imported. */
export const NOTES_CONFIRM = {
  label: "Notatki w tym pliku nie zawierają danych o zdrowiu (urazów, chorób, leków, ciąży)",
  hint: "Bez zaznaczenia notatki nie zostaną zaimportowane. Dane o zdrowiu klienta możesz mieć tylko za jego wyraźną zgodą: zapisz je w ankiecie, którą wypełni z Tobą.",
};

export const ERASED_ROWS = {
  hint: "Te wiersze mają e-mail albo telefon osoby, której dane usunięto (na jej prośbę albo po czasie przechowywania). Zaznacz wiersz tylko wtedy, gdy ta osoba znów korzysta z Twoich treningów i sama podała Ci te dane; niezaznaczone nie zostaną dodane.",
  confirm: (row: number, name: string) => `Wiersz ${row}: ${name} — dodaj mimo to`,
};

export function importDone(added: number, merged: number, booked: number): string {
  const joined = countedPhrase(merged, {
    one: "{count} wiersz dołączony do istniejącej karty",
    few: "{count} wiersze dołączone do znanych kart",
    many: "{count} wierszy dołączonych do znanych kart",
  });
  const visits = booked
    ? `, ${countedPhrase(booked, { one: "{count} wizyta w kalendarzu", few: "{count} wizyty w kalendarzu", many: "{count} wizyt w kalendarzu" })}`
    : "";
  return `Zaimportowano: ${previewCounts.added(added)}, ${joined}${visits}.`;
}

export function undoSaid(outcome: UndoOutcome): string {
  switch (outcome.kind) {
    case "undone": {
      const removed = countedPhrase(outcome.removed, { one: "usunięto {count} kartę", few: "usunięto {count} karty", many: "usunięto {count} kart" });
      const kept = outcome.kept.length ? ` Zostały karty, które mają już rezerwacje albo pakiety: ${outcome.kept.join(", ")}.` : "";
      const visits = outcome.cancelled
        ? `, ${countedPhrase(outcome.cancelled, { one: "usunięto z kalendarza {count} wizytę", few: "usunięto z kalendarza {count} wizyty", many: "usunięto z kalendarza {count} wizyt" })}`
        : "";
      const restored = countedPhrase(outcome.restored, { one: "{count} karcie", few: "{count} kartach", many: "{count} kartach" });
      return `Import cofnięty: ${removed}, przywrócono pola w ${restored}${visits}.${kept}`;
    }
    case "too-late":
      return "Import można cofnąć tylko przez dobę od jego wykonania.";
    case "already":
      return "Ten import jest już cofnięty.";
    case "gone":
      return IMPORT_GONE;
  }
}
