// What a provider shows the person of the site's requests, in Polish.

/** A refund's description at the provider (the bank statement may show it). */
export const REFUND_DESCRIPTION = "Zwrot płatności za zamówienie";
