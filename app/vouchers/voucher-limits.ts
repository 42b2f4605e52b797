// The lengths the voucher's order form takes: the page's maxlength and the schema share them.
export const VOUCHER_LIMITS = { recipientName: 80, dedication: 160, slug: 80 } as const;
