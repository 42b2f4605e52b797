// What a provider shows the person of the site's requests, in Polish.

/** A refund's description at the provider (the bank statement may show it). */
export const REFUND_DESCRIPTION = "Zwrot płatności za zamówienie";

/** The providers as people know them. */
export const PROVIDER_NAMES = { przelewy24: "Przelewy24", stripe: "Stripe" } as const;

/** The durable record of an online payment in a confirmation: "Przelewy24, 29 listopada 2026, 150 zł, transakcja 300000001". */
export const onlineRecord = (facts: { provider: keyof typeof PROVIDER_NAMES; day: string; amount: string; id: string | null }) =>
  `${PROVIDER_NAMES[facts.provider]}, ${facts.day}, ${facts.amount}${facts.id ? `, transakcja ${facts.id}` : ""}`;
