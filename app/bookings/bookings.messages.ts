// What a visitor reads while booking on /rezerwacja: the services and days
// offered, the cut-off said before anyone books, and why a booking was not
// made. The booking page's loader and the form's action word the facts here.
import { formatPrice } from "~/lib/format";
import { bookingCount } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";

/** The price of a service whose sessions a package may pay for: a single session's, and the package's for its own. */
/** A seat's price: "90 zł za osobę" (a service with places, a group session). */
export const pricePerPerson = (price: string) => `${price} za osobę`;
export const perSessionOrPackage = (price: string) => `${price} za pojedynczy trening albo w cenie pakietu`;

/** "1 wolny termin", "2 wolne terminy", "5 wolnych terminów". */
export const freeTimeCount = (count: number) =>
  countedPhrase(count, { one: "{count} wolny termin", few: "{count} wolne terminy", many: "{count} wolnych terminów" });

/**
 * The cut-off, said once on /rezerwacja; `hoursBefore` is the content's phrase
 * ("najpóźniej 12 godzin przed terminem"); `noShowRule` the trainer's rule
 * when it is on. Nothing about a fee: none is stated anywhere.
 */
export function bookingRules(facts: { hoursBefore: string; cutoffHours: number; phone: string; noShowRule: string | null }): string {
  const later = facts.cutoffHours > 0 ? `; później tylko telefonicznie: ${facts.phone}` : "";
  const rule = facts.noShowRule ? ` ${facts.noShowRule}` : "";
  return `Rezerwację odwołasz lub przełożysz ${facts.hoursBefore} — linkiem z e-maila z potwierdzeniem${later}.${rule}`;
}

/** A service with no free time within the horizon. */
export function noFreeDays(facts: { horizonDays: number; phone: string }): string {
  const within = countedPhrase(facts.horizonDays, {
    one: "Na najbliższy dzień",
    few: "W najbliższych {count} dniach",
    many: "W najbliższych {count} dniach",
  });
  return `${within} nie ma wolnych terminów tej usługi. Wybierz inną albo zadzwoń: ${facts.phone}.`;
}

/** Why the booking form was refused, by the form's failure. */
export const BOOKING_FORM_ERRORS = {
  invalid: "Popraw zaznaczone pola i wyślij ponownie.",
  /** A bot: nothing that tells it why. */
  unconfirmed: "Nie udało się zarezerwować terminu. Odczekaj chwilę i spróbuj ponownie.",
  withdrawnService: "Tej usługi nie można już zarezerwować. Wybierz inną.",
  chooseService: "Wybierz usługę z listy.",
  justTaken: "Ten termin jest już zajęty: ktoś zarezerwował go przed chwilą. Wybierz inny — poniżej najbliższe wolne terminy.",
} as const;

const callUs = (phone: string) => `zadzwoń: ${phone}`;

export const tooManyBookings = (phone: string) =>
  `Z tego połączenia internetowego zarezerwowano lub zmieniono w ostatniej godzinie zbyt wiele terminów. Spróbuj później albo ${callUs(phone)}.`;

export const emailBlocked = (phone: string) => `Na ten adres e-mail nie można zarezerwować terminu przez stronę. Aby się umówić, ${callUs(phone)}.`;

export const tooManyFutureBookings = (facts: { atMost: number; phone: string }) =>
  `Na ten adres e-mail jest już tyle przyszłych rezerwacji, ile można mieć naraz (${bookingCount(facts.atMost)}). Aby umówić kolejną, odwołaj jedną z nich linkiem z e-maila albo ${callUs(facts.phone)}.`;

/** A time refused by the slot check (its own sentence), then the nearest free ones. */
export const unavailableWithAlternatives = (refusal: string) => `${refusal} Poniżej najbliższe wolne godziny.`;

/** The field of a gift voucher's code on a paid session's form (app/vouchers checks it). */
export const VOUCHER_CODE_FIELD = {
  label: "Mam bon podarunkowy",
  optional: "(nieobowiązkowo)",
  hint: "Wpisz kod z bonu, np. BON-7K4M-Q2XZ, i wybierz „Zastosuj bon”: podsumowanie pokaże, ile zostaje do zapłaty. Bon na trening opłaca cały trening, bon na kwotę zmniejsza cenę.",
  apply: "Zastosuj bon",
  /** Pressed with the field empty. */
  missing: "Wpisz kod z bonu, np. BON-7K4M-Q2XZ.",
};

/** The code checked: what it pays and what is left to pay, said by the field and in the summary. */
export const voucherApplied = (facts: { code: string; pays: number | null; toPay: number }) =>
  `Bon ${facts.code} opłaca ${facts.pays === null ? "pakiet, od którego zaczyna się ten trening" : formatPrice(facts.pays)}. Do zapłaty zostaje ${formatPrice(facts.toPay)}.`;

/** Posted with the code taken out after the summary showed what it paid: nothing booked, the summary shown without it. */
export const VOUCHER_REMOVED = "Kod bonu został usunięty, więc bon nic nie opłaca. Sprawdź podsumowanie i wybierz przycisk pod nim jeszcze raz.";

/** Posted with a code whose effect the summary did not show yet (typed, changed, or its value used meanwhile): nothing booked. */
export const VOUCHER_NOT_SHOWN = "Bon zmienia kwotę do zapłaty. Sprawdź podsumowanie i wybierz przycisk pod nim jeszcze raz.";
