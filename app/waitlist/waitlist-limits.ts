// The waitlist form's limits, apart from its schema: the form in the browser
// reads them without loading zod (the booking page's JS budget).

/** An e-mail address's most characters (RFC 5321's path limit). */
export const WAITLIST_EMAIL_MAX = 254;
