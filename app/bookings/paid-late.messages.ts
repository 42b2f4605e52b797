// What the client and the trainer read when money came for a time already
// freed (its hold ran out, issue 81): the money went back through the
// provider. Neutral words: the client's mail goes to anyone.
import { formatPrice } from "~/lib/format";
import type { MailText } from "./booking-mail.messages";
import { PROVIDER_NAMES, refundAskedForClient } from "~/online-payments";

export type PaidLateFacts = {
  id: number;
  service: string;
  when: string;
  name: string;
  amount: number;
  provider: keyof typeof PROVIDER_NAMES;
  bookUrl: string;
};

export function paidLateVisitor(facts: PaidLateFacts): MailText {
  return {
    subject: `Zwrot płatności: ${facts.service}, ${facts.when}`,
    blocks: [
      { p: "Dzień dobry," },
      {
        // The service's name in brackets, not inflected after "za" (it may be any name the trainer gave it).
        p: `płatność ${formatPrice(facts.amount)} za rezerwację (${facts.service}, ${facts.when}) przyszła po czasie, w którym termin był zarezerwowany do zapłaty, więc rezerwacja nie doszła do skutku.`,
      },
      { p: refundAskedForClient(facts.provider, facts.amount) },
      { p: "Jeśli ten lub inny termin jest wolny, można zarezerwować go jeszcze raz:", link: facts.bookUrl },
    ],
  };
}

export function paidLateTrainer(facts: PaidLateFacts): MailText {
  const provider = PROVIDER_NAMES[facts.provider];
  return {
    subject: `Zwrot płatności po czasie: ${facts.name}, ${facts.when}`,
    blocks: [
      {
        p: `Płatność ${formatPrice(facts.amount)} za rezerwację nr ${facts.id} (${facts.service}, ${facts.when}) przyszła po czasie na zapłatę: termin był już zwolniony. Strona zleciła zwrot w ${provider} i napisała o tym do klienta. Nie musisz nic robić.`,
      },
    ],
  };
}
