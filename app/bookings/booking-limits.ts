// The booking form's fields and lengths, apart from its schema so that the
// page's own JavaScript does not carry Zod.
export const BOOKING_FIELDS = [
  "service",
  "package",
  "start",
  "name",
  "email",
  "phone",
  "notes",
  "voucherCode",
  "voucherShown",
  "intent",
  "earlyStart",
  "reviewConsent",
  "companion",
  "companionName",
  "website",
  "submissionKey",
  "stamp",
  "sentBy",
] as const;

export const BOOKING_LIMITS = { name: 100, email: 254, phone: 30, notes: 1000, voucherCode: 30 } as const;

/** What the visitor typed, sent back so that no failure loses it. */
export type BookingValues = Partial<Record<(typeof BOOKING_FIELDS)[number], string>>;
