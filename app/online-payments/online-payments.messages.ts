// What a provider shows the person of the site's requests, in Polish.

/** A refund's description at the provider (the bank statement may show it). */
export const REFUND_DESCRIPTION = "Zwrot płatności za zamówienie";

/** The providers as people know them. */
export const PROVIDER_NAMES = { przelewy24: "Przelewy24", stripe: "Stripe" } as const;
