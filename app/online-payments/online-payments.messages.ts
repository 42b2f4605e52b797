// What a provider shows the person of the site's requests, and what the
// client and the trainer read of a refund through it, in Polish.
import { formatPrice } from "~/lib/format";

/** A refund's description at the provider (the bank statement may show it). */
export const REFUND_DESCRIPTION = "Zwrot płatności za zamówienie";

/** The reason kept when the operator's notification says a refund it took failed after all (it gives none). */
export const REFUSED_LATER = "operator odrzucił zwrot po jego przyjęciu";

/** The providers as people know them. */
export const PROVIDER_NAMES = { przelewy24: "Przelewy24", stripe: "Stripe" } as const;

/** The durable record of an online payment in a confirmation: "Przelewy24, 29 listopada 2026, 150 zł, transakcja 300000001". */
export const onlineRecord = (facts: { provider: keyof typeof PROVIDER_NAMES; day: string; amount: string; id: string | null }) =>
  `${PROVIDER_NAMES[facts.provider]}, ${facts.day}, ${facts.amount}${facts.id ? `, transakcja ${facts.id}` : ""}`;

/** The client's mail: the money is on its way back (a cancel, a late payment). */
export const refundAskedForClient = (provider: keyof typeof PROVIDER_NAMES, amount: number) =>
  `Zwrot ${formatPrice(amount)} jest zlecony w ${PROVIDER_NAMES[provider]}: pieniądze wrócą tą samą drogą, na konto lub kartę, z których zapłacono, zwykle w ciągu kilku dni roboczych.`;

/** The trainer's toast after a cancel that owes money back online: asked, refused (and what to do), or waiting for the provider. */
export function refundForTrainer(refund: {
  provider: keyof typeof PROVIDER_NAMES;
  state: "due" | "asking" | "asked" | "done" | "refused";
  reason: string | null;
  amount: number;
  /** Whose account a refund by transfer goes to: a voucher's buyer, a session's client. */
  whose: "buyer" | "client";
}): string {
  const provider = PROVIDER_NAMES[refund.provider];
  const amount = formatPrice(refund.amount);
  if (refund.state === "asked" || refund.state === "done") return `Zwrot ${amount} jest zlecony w ${provider}: wróci na konto, z którego zapłacono.`;
  if (refund.state === "refused")
    return `Operator płatności (${provider}) nie przyjął zwrotu: ${refund.reason ?? "bez podania przyczyny"}. Zwróć ${amount} przelewem na konto ${refund.whose === "buyer" ? "kupującego" : "klienta"}.`;
  return `${provider} nie odpowiada: zwrot ${amount} zostanie zlecony, gdy tylko odpowie (strona próbuje co minutę).`;
}

/** The trainer's mail of a refund the operator would not make, whenever it said so. */
export type RefusedRefundFacts = { provider: keyof typeof PROVIDER_NAMES; amount: number; reason: string | null; document: string; what: string };

export const refundRefusedSubject = (facts: RefusedRefundFacts) => `Zwrot nieprzyjęty: ${facts.document}, ${formatPrice(facts.amount)}`;

export const refundRefusedLines = (facts: RefusedRefundFacts) => [
  `Operator płatności (${PROVIDER_NAMES[facts.provider]}) nie przyjął zwrotu ${formatPrice(facts.amount)} za „${facts.what}” (zamówienie ${facts.document}): ${facts.reason ?? "bez podania przyczyny"}.`,
  "Zwróć tę kwotę przelewem na konto, z którego zapłacono: klient dostał już wiadomość, że pieniądze wrócą. W Płatnościach zwrot jest zapisany.",
];
