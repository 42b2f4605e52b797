// What the panel says about a client's packages: the toasts of its forms,
// and the lines of a package's history ("sprzedano: …", "trening 2 marca
// 18:00 — odbył się (zostało 9 z 10)").
import type { PackageValidFrom } from "~/db/diary-tables";
import type { Gender } from "~/lib/polish-grammar";
import { inMinutes, leftOutOf, packageCount, weekCount } from "~/lib/polish-phrases";
import type { ClientHears } from "~/packages/package-removal-mail.server";
import { panelAuthor } from "~/site-content";

// The toasts and refusals of the package forms.

export const EDIT_REFUSALS = {
  stale: "Ten pakiet zmieniono przed chwilą w innym oknie. Sprawdź go i popraw jeszcze raz.",
  "not-found": "Nie ma takiego pakietu — mógł zostać usunięty.",
  "below-used": "Pakiet ma już więcej wykorzystanych treningów. Podaj co najmniej tyle, ile wykorzystano.",
  removed: "Ten pakiet jest usunięty — nie można go już poprawić.",
} as const;

export const fixThese = (problems: string[]) => `Popraw: ${problems.join("; ")}.`;
export const OFFER_GONE = "Tego pakietu nie ma już w cenniku. Wybierz inny.";
/** The sale recorded, and when its confirmation goes to the client (null: the client has no e-mail). */
export const saleSaved = (name: string, mailInMinutes: number | null) =>
  mailInMinutes === null
    ? `Zapisano sprzedaż: ${name}. Klient nie ma adresu e-mail, więc nie dostanie potwierdzenia.`
    : `Zapisano sprzedaż: ${name}. Potwierdzenie pójdzie do klienta e-mailem ${inMinutes(mailInMinutes)}: jeśli to pomyłka, usuń pakiet wcześniej, a klient nic nie dostanie.`;
export const PACKAGE_EDITED = "Pakiet poprawiony.";
export const NOTICE_CLOSED = "Powiadomienie zamknięte.";
/** The package removed, and what its client hears of it. */
export const packageRemoved = (clientHears: ClientHears) =>
  `Pakiet usunięty. Zostaje w historii. ${
    {
      nothing: "Klient nie dostał o nim wiadomości.",
      "confirmation-withdrawn": "Potwierdzenie nie zdążyło wyjść, więc klient nic nie dostanie.",
      told: "Klient dostał już wiadomość o pakiecie, więc teraz dostanie e-mail, że pakiet anulowano i nie trzeba za niego płacić.",
    }[clientHears]
  }`;
export const ALREADY_REMOVED = "Ten pakiet był już usunięty. Zostaje w historii.";

/** The sale's fold for terms other than the price list's: most sales keep them, so they wait behind one tap. */
export const SALE_TERMS = {
  summary: "Inne warunki niż w cenniku",
  hint: "Puste pola: jak w cenniku. Wpisz inną wartość, jeśli ten klient kupuje na innych warunkach.",
};

// What a package form's draft kept on this device says (decision 022); `when` is when it was typed.

export const DRAFT_KEPT = {
  sale: (when: string) => `Na tym urządzeniu czeka niezapisana sprzedaż pakietu z ${when}.`,
  edit: (when: string) => `Na tym urządzeniu czeka niezapisana poprawka tego pakietu z ${when}.`,
  removal: (when: string) => `Na tym urządzeniu czeka niezapisany powód usunięcia tego pakietu z ${when}.`,
};

// A package's history, as the card lists it.

/** Who made a change in the panel, as stored; the card words it by the trainer's gender (historyAuthor). */
export const TRAINER_AUTHOR = "trener (panel)";

/** A change made in the panel reads "trenerka (panel)" for a trainer who is a woman, also in lines written before. */
export const historyAuthor = (stored: string, gender: Gender): string => (stored === TRAINER_AUTHOR ? panelAuthor(gender) : stored);
/** A package the client ordered at /rezerwacja. */
export const ONLINE_ORDER_AUTHOR = "klient (zamówienie na stronie)";
/** What the site did by itself (a package withdrawn when its payment online never came). */
export const SITE_AUTHOR = "strona (samoczynnie)";

/** "1400 zł". */
export const priceText = (price: number) => `${new Intl.NumberFormat("pl-PL").format(price)} zł`;
export const paidText = (paid: boolean) => (paid ? "opłacony" : "do zapłaty");
const validityText = (weeks: number, from: PackageValidFrom) => `ważny ${weekCount(weeks)} od ${from === "sale" ? "sprzedaży" : "pierwszego treningu"}`;

export type SaleFacts = { name: string; price: number; paid: boolean; validWeeks: number; validFrom: PackageValidFrom };

/** "sprzedano: Pakiet 10 treningów, 1 400 zł, do zapłaty, ważny 12 tygodni od sprzedaży". */
export const soldEvent = (sale: SaleFacts) =>
  `sprzedano: ${sale.name}, ${priceText(sale.price)}, ${paidText(sale.paid)}, ${validityText(sale.validWeeks, sale.validFrom)}`;

/** What a correction changed; undefined where nothing did. */
export type EditFacts = { name?: string; sessions?: number; price?: number; validity?: { weeks: number; from: PackageValidFrom } };

/** "zmieniono: treningów: 12, cena: 1 600 zł", or null when nothing changed. */
export function editedEvent(edit: EditFacts): string | null {
  const changes = [
    edit.name !== undefined && `nazwa: ${edit.name}`,
    edit.sessions !== undefined && `treningów: ${edit.sessions}`,
    edit.price !== undefined && `cena: ${priceText(edit.price)}`,
    edit.validity && validityText(edit.validity.weeks, edit.validity.from),
  ].filter((change): change is string => Boolean(change));
  return changes.length ? `zmieniono: ${changes.join(", ")}` : null;
}

/** "oznaczono jako opłacony: gotówka, 1040 zł"; `how` in the payments' words. */
export const paidEvent = (paid: boolean, how = "") => (paid ? `oznaczono jako opłacony${how ? `: ${how}` : ""}` : "oznaczono jako do zapłaty");

const OUTCOME_WORDS: Record<string, string> = { attended: "odbył się", no_show: "nieobecność" };
const outcomeWords = (status: string) => OUTCOME_WORDS[status] ?? "bez wyniku";

export type UseFacts = { when: string; status: string; left: number; sessions: number };

/** "trening 2 marca 18:00 — odbył się (zostało 9 z 10)". */
export const usedEvent = ({ when, status, left, sessions }: UseFacts) => `trening ${when} — ${outcomeWords(status)} (${leftOutOf(left, sessions)})`;

/** "trening 2 marca 18:00 — zmieniono na: bez wyniku, trening wraca do pakietu (zostało 10 z 10)". */
export const returnedEvent = ({ when, status, left, sessions }: UseFacts) =>
  `trening ${when} — zmieniono na: ${outcomeWords(status)}, trening wraca do pakietu (${leftOutOf(left, sessions)})`;

/** "usunięto: zapisany przez pomyłkę". */
export const removedEvent = (reason: string) => `usunięto: ${reason}`;

/** Why a package ordered online left the card: its payment at booking never came, and its first session's time was freed. */
export const LAPSED_UNPAID = "płatność online przy zamówieniu nie doszła w wyznaczonym czasie, pierwszy termin wrócił do wolnych";

/** An offer as the sale form lists it: "Pakiet 10 treningów — 1400 zł, ważny 12 tygodni". */
export const offerLine = ({ name, price, weeks }: { name: string; price: number; weeks: number }) => `${name} — ${priceText(price)}, ważny ${weekCount(weeks)}`;

/** The agenda's folded notice: "3 pakiety do przedłużenia". */
export const packagesToRenew = (count: number) => `${packageCount(count)} do przedłużenia`;
