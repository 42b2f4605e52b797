// What a visitor reads on /rezerwacja before a paid order binds them (art. 12
// and 17 of the Consumer Rights Act): what is ordered, the total price, how
// and when to pay, who the trainer is, the cancellation and withdrawal rules,
// and a button that says the order obliges to pay. The terms' own sentences
// (seller, payment, withdrawal) come from app/terms; these are the form's.
import { formatPrice } from "~/lib/format";
import { trainingCount } from "~/lib/polish-phrases";
import { formatDate } from "~/scheduling";
import type { Temporal } from "temporal-polyfill";

/** A free consultation, a paid session on a fixed date, or a package ordered with its first session. */
export type OrderKind = "free" | "session" | "package";

/** The button: a paid order says that it obliges to pay (art. 17 ust. 3). */
export const SUBMIT: Record<OrderKind, string> = { free: "Zarezerwuj", session: "Rezerwuję i płacę", package: "Zamawiam i płacę" };
export const SENDING: Record<OrderKind, string> = { free: "Rezerwowanie…", session: "Rezerwowanie…", package: "Zamawianie…" };
/** The button when a gift voucher pays all of it: the order obliges to pay nothing more. */
export const SUBMIT_PAID_BY_VOUCHER: Record<OrderKind, string> = { free: "Zarezerwuj", session: "Rezerwuję", package: "Zamawiam" };

export const SUMMARY_TITLE = "5. Podsumowanie";

export const FACT_LABELS = {
  ordered: "Zamawiasz",
  total: "Łączna cena",
  payment: "Płatność",
  withdrawal: "Odstąpienie od umowy",
  voucher: "Bon podarunkowy",
  toPay: "Do zapłaty",
};

/** A package's voucher: it pays the package this session starts. */
export const VOUCHER_PAYS_PACKAGE = (code: string) => `opłaca pakiet, od którego zaczyna się ten trening (${code})`;
/** "−150 zł (BON-7K4M-Q2XZ)": what the voucher takes off the price. */
export const voucherTakesOff = (facts: { code: string; pays: number }) => `−${formatPrice(facts.pays)} (${facts.code})`;

/** "Trening personalny, 60 min — Studio, ul. Sportowa 1, Przykładowo". */
export const sessionOrdered = (facts: { service: string; minutes: number; place: string }) => `${facts.service}, ${facts.minutes} min — ${facts.place}`;

/** "Pakiet 8 treningów: 8 treningów do wykorzystania w ciągu 6 tygodni od pierwszego treningu (Trening personalny, 60 min)". */
export const packageOrdered = (facts: { name: string; validity: string; service: string; minutes: number }) =>
  `${facts.name}: ${validityFromFirstSession(facts.validity)} (${facts.service}, ${facts.minutes} min); pierwszy rezerwujesz teraz.`;

/** "8 treningów do wykorzystania w ciągu 6 tygodni od pierwszego treningu": an order's package counts from its first session. */
export const validityFromFirstSession = (validity: string) => `${validity} od pierwszego treningu`;

/** "150 zł" or "1040 zł za cały pakiet (8 treningów)": never a single session's price for a package. */
/** A package's price for all its sessions; a seat's per person, with what a companion's second seat makes. */
export const totalPrice = (facts: { price: number; sessions?: number; perPerson?: boolean }) =>
  facts.sessions !== undefined
    ? `${formatPrice(facts.price)} za cały pakiet, ${trainingCount(facts.sessions)} (cena brutto)`
    : facts.perPerson
      ? `${formatPrice(facts.price)} za osobę, z osobą towarzyszącą ${formatPrice(facts.price * 2)} (cena brutto)`
      : `${formatPrice(facts.price)} (cena brutto)`;

/** "na pierwszym treningu: gotówką, przelewem lub BLIK-iem" (both phrases from app/terms). */
export const paymentWhenAndHow = (facts: { due: string; methods: string }) => `${facts.due}: ${facts.methods}.`;

export const WITHDRAWAL_SUMMARY = {
  session: "14 dni od rezerwacji, bez podania przyczyny.",
  package: "14 dni od zamówienia, bez podania przyczyny.",
};

export const FOLD_TITLES = {
  seller: (legalName: string) => `Kto świadczy usługę: ${legalName}`,
  transfer: "Dane do przelewu",
  cancellation: "Odwoływanie i przekładanie",
  withdrawal: "Prawo odstąpienia od umowy",
};

/** What the transfer's title says before the visitor's name is known. */
export const TITLE_PLACEHOLDERS = { name: "numer rezerwacji", date: "data treningu" };
export const TRANSFER_NOTE = "Te same dane i dokładny tytuł przelewu przyjdą w e-mailu z potwierdzeniem.";
export const WITHDRAWAL_FORM_LINK = "Wzór formularza odstąpienia";
export const TERMS_NOTE = "Pozostałe zasady, w tym reklamacje, opisuje";
export const TERMS_LINK = "Regulamin";

/** The order names a package the price list no longer offers with this service. */
export const PACKAGE_WITHDRAWN = "Tego pakietu nie można już zamówić przez stronę. Wybierz inny z cennika albo zarezerwuj pojedynczy trening.";

/** A package ordered with a seat in a pair or a group: packages go with sessions of one's own. */
export const PACKAGE_NOT_WITH_SEATS =
  "Pakiet zamówisz razem z treningiem indywidualnym. Miejsce na zajęciach w parze lub w grupie zarezerwuj bez pakietu — płacisz za nie osobno.";

/** A package's first session within the 14 days for withdrawal, without the client's request to start early. */
export const earlyStartNeeded = (firstDayAfter: Temporal.PlainDate) =>
  `Pierwszy trening wypada przed upływem 14 dni na odstąpienie od umowy. Zaznacz prośbę o wcześniejsze rozpoczęcie albo wybierz termin od ${formatDate(firstDayAfter, false)}.`;

/** Under the package's box: the visitor may book one session instead. */
export const SINGLE_SESSION_INSTEAD = "Wolisz pojedynczy trening?";
export const packageHeading = (name: string) => `Zamawiasz: ${name}`;
