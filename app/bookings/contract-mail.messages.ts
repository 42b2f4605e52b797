// The contract's terms in the confirmation of a paid booking or a package
// order: the confirmation on a durable medium that art. 21 of the Consumer
// Rights Act asks for (what was agreed, the price, how and when to pay, who
// the trainer is, the withdrawal information and, for a package, the model
// form itself), and the link to the terms every client mail carries. The
// terms' own sentences come from app/terms; the facts from contract-mail.server.ts.
import type { Block } from "~/notifications";
import { onWeekday } from "~/lib/polish-grammar";
import { formatPrice } from "~/lib/format";
import { TERMS_FILE_NAME } from "~/terms";
import { validityFromFirstSession } from "./contract.messages";
import type { SessionStart } from "./manage-booking.messages";

type CommonTerms = {
  /** paymentLines: what to pay, when, how, and the transfer's details. */
  payment: string[];
  /** sellerLines: who the trainer is and how to reach them. */
  seller: string[];
  /** sessionWithdrawalText or packageWithdrawalText. */
  withdrawal: string[];
};

export type ContractMail =
  | ({ kind: "session" } & CommonTerms)
  | ({
      kind: "package";
      name: string;
      /** "8 treningów do wykorzystania w ciągu 6 tygodni". */
      validity: string;
      price: string;
      /** "26 listopada 2026". */
      orderedOn: string;
      /** The client asked to start within the 14 days for withdrawal. */
      earlyStart: boolean;
      /** Paid online when ordered (issue 81): `payment` is the provider's record, and what is left after a deposit. */
      paidOnline?: { rest: number };
      /** withdrawalFormLines: the model form's text. */
      form: string[];
    } & CommonTerms);

/**
 * What a transfer's title names instead of the client: the mail goes to an
 * address anyone may type into the form, so it carries nothing else they typed.
 */
export const bookingReference = (id: number) => `rezerwacja nr ${id}`;

/** A session of a package ordered with it is paid with the package. */
export const IN_PACKAGE_PRICE = (name: string) => `w cenie pakietu (${name})`;

/** After "Cena:" (feminine): a gift voucher paid for the session; "bezpłatnie" would tell the client it was a gift of the trainer. */
export const VOUCHER_PRICE = "opłacona bonem podarunkowym";

const PACKAGE_LABELS = { name: "Pakiet", validity: "Treningi", price: "Cena pakietu", orderedOn: "Data zamówienia" };

const EARLY_START_NOTE =
  "Na Twoją prośbę treningi zaczynają się przed upływem 14 dni na odstąpienie od umowy: jeśli od niej odstąpisz, zapłacisz za treningi, które już się odbyły.";

function packageFields(contract: Extract<ContractMail, { kind: "package" }>): Block {
  return {
    fields: [
      [PACKAGE_LABELS.name, contract.name],
      [PACKAGE_LABELS.validity, validityFromFirstSession(contract.validity)],
      [PACKAGE_LABELS.price, contract.price],
      [PACKAGE_LABELS.orderedOn, contract.orderedOn],
    ],
  };
}

/** The terms as they were in force when the contract was made go with its first mail, as a file to keep (art. 21 ust. 1). */
export const TERMS_ATTACHED = (file: string) =>
  `W załączniku jest regulamin (plik ${file}) w wersji obowiązującej w dniu zawarcia umowy: zachowaj go razem z tą wiadomością.`;

/** A weekly series: the price is each session's. */
export const seriesPrice = (facts: { sessions: number; price: string; total: string }) =>
  `Cena dotyczy każdego z ${facts.sessions} treningów: ${facts.price} za trening, razem ${facts.total}. Za każdy trening płacisz osobno.`;

/** The terms after the session's own fields. */
export function contractBlocks(contract: ContractMail, extra: Block[] = []): Block[] {
  const common: Block[] = [
    ...extra,
    { p: "Płatność:" },
    { lines: contract.payment },
    { p: "Odstąpienie od umowy:" },
    { lines: contract.withdrawal },
    { p: "Usługę świadczy:" },
    { lines: contract.seller },
    { p: TERMS_ATTACHED(TERMS_FILE_NAME) },
  ];
  if (contract.kind === "session") return common;
  return [
    { p: "Zamówiony pakiet:" },
    packageFields(contract),
    ...(contract.earlyStart ? [{ p: EARLY_START_NOTE }] : []),
    ...common,
    { p: "Jeśli zechcesz odstąpić od umowy, możesz skopiować ten formularz do odpowiedzi na tę wiadomość:" },
    { lines: contract.form },
  ];
}

/** A mail composed without the contract (a series' confirmation) with the contract after its first fields, and the note on the attached terms. */
export function withContract(blocks: Block[], contract: ContractMail, extra: Block[] = []): Block[] {
  const at = blocks.findIndex((block) => "fields" in block);
  const index = at === -1 ? blocks.length : at + 1;
  return [...blocks.slice(0, index), ...contractBlocks(contract, extra), ...blocks.slice(index)];
}

/** The confirmation's subject and opening for a package ordered with its first session: "…, pierwszy trening we wtorek 2 marca 2027 o 18:00". */
export function packageConfirmation(start: SessionStart, contract: Extract<ContractMail, { kind: "package" }>): { subject: string; intro: Block } {
  return {
    subject: `Potwierdzenie zamówienia: ${contract.name}, pierwszy trening ${onWeekday(start.weekday)} ${start.date} o ${start.time}`,
    intro: { p: "potwierdzam zamówienie pakietu i rezerwację pierwszego treningu:" },
  };
}

/** "Regulamin: https://…/regulamin", before the mail's closing note. */
export function withTermsLink(blocks: Block[], termsUrl: string): Block[] {
  const link: Block = { p: "Regulamin:", link: termsUrl };
  const last = blocks.at(-1);
  return last && "note" in last ? [...blocks.slice(0, -1), link, last] : [...blocks, link];
}

/** The trainer's copy of a package order: what was ordered, unpaid, and the request to start early. */
const paidNote = (paid: { rest: number } | undefined) =>
  !paid ? "do zapłaty" : paid.rest > 0 ? `zadatek zapłacony online, do zapłaty ${formatPrice(paid.rest)}` : "zapłacono online";

export function packageOrderedNote(contract: ContractMail | null): Block[] {
  if (contract?.kind !== "package") return [];
  const early = contract.earlyStart ? ", z prośbą o rozpoczęcie treningów przed upływem 14 dni na odstąpienie od umowy" : "";
  return [{ p: `Zamówiono też pakiet: ${contract.name}, ${contract.price} (${paidNote(contract.paidOnline)})${early}.` }];
}

/** A session paid online at booking: the provider's record, and what is left to pay at the session (a deposit's rest) as the terms say. */
export function paidOnlineLines({ record, rest, restLines }: { record: string; rest: number; restLines: string[] }): string[] {
  return [`Zapłacono online: ${record}.`, ...(rest > 0 ? restLines : [])];
}
