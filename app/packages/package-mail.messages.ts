// The words of the trainer's mail when a client's package runs out, and of the client's
// confirmation of a package sold.
import { trainingCount, weekCount } from "~/lib/polish-phrases";

/** `notice` is the package's notice as the panel shows it; `client` the part before its colon, made safe for a subject. */
export const packageRunningOutSubject = (client: string) => `Pakiet się kończy: ${client}`;

export const CARD_LINK = "Karta klienta";
export const CARD_HINT = "sprzedaj nowy pakiet albo zamknij to powiadomienie";

/** The text part's line with the link: "Karta klienta (sprzedaj nowy pakiet albo zamknij to powiadomienie): https://…". */
export const cardLine = (cardUrl: string) => `${CARD_LINK} (${CARD_HINT}): ${cardUrl}`;

// The client's confirmation of a package sold in the panel (a durable copy of the contract's terms).

/** "Potwierdzenie zakupu: Pakiet 8 treningów". */
export const packageSoldSubject = (name: string) => `Potwierdzenie zakupu: ${name}`;

/** Without the client's name: a name in the vocative is not safe to make. */
export const SALE_GREETING = "Dzień dobry! Potwierdzam zakup pakietu treningów. Poniżej jego warunki, a w załączniku regulamin — zachowaj tę wiadomość.";

/** The sale form's box: whether the client asked to start within the 14 days for withdrawal (art. 15 ust. 3, art. 21 ust. 2). */
export const SALE_EARLY_START = {
  legend: "Odstąpienie od umowy",
  label: "Klient prosi, by zacząć wcześniej: przed upływem 14 dni na odstąpienie od umowy",
  hint: "Zaznacz tylko wtedy, gdy klient wyraźnie o to poprosił (na przykład chce zacząć w tym tygodniu). Jeśli odstąpi od umowy, zapłaci wtedy za odbyte treningi; bez tej prośby za treningi w ciągu 14 dni nie płaci.",
};

/** What the sale's confirmation says of the client's request to start early, one way or the other (what follows from it: packageWithdrawalText). */
export const saleEarlyStart = (requested: boolean) =>
  requested
    ? "Na Twoją prośbę treningi mogą się zacząć przed upływem 14 dni na odstąpienie od umowy."
    : "Umowa nie zawiera prośby o rozpoczęcie treningów przed upływem 14 dni na odstąpienie od umowy.";

/** "do 14 stycznia 2027" from a start fixed at the sale; "8 tygodni od pierwszego treningu" otherwise. */
export const saleValidity = (facts: { weeks: number; until: string | null }) =>
  facts.until ? `${weekCount(facts.weeks)}, do ${facts.until}` : `${weekCount(facts.weeks)} od pierwszego treningu`;

/** The facts' labels, in the mail's order. */
export const SALE_FIELDS = { name: "Pakiet", sessions: "Treningi", validity: "Ważność", price: "Cena", payment: "Płatność" } as const;
export const saleSessions = (sessions: number) => trainingCount(sessions);
export const SALE_UNPAID = "do zapłaty";
export const WITHDRAWAL_HEADING = "Odstąpienie od umowy";
export const TERMS_LINK = "Regulamin:";
export const SELLER_HEADING = "Sprzedawca:";

// The client's word that a package they were told of is removed (recorded by mistake).

/** "Pakiet anulowany: Pakiet 8 treningów". */
export const packageRemovedSubject = (name: string) => `Pakiet anulowany: ${name}`;

/** The mail's paragraphs: what is cancelled, that nothing is owed, and what to do if money was already sent. */
export const packageRemovedLines = ({ name, soldOn }: { name: string; soldOn: string }) => [
  `Dzień dobry! Pakiet „${name}” zapisany ${soldOn} został anulowany — przepraszam za zamieszanie.`,
  "Nie trzeba za niego płacić. Jeśli płatność już wyszła, odpisz na tę wiadomość: zwrócę pieniądze.",
];
