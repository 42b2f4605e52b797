// What an import did, kept for "Cofnij import": the cards it added, and per
// card it merged into, the fields it filled (with what) and the keys it gave.

export type FilledFields = { id: number; fields: { email?: string; phone?: string; notes?: string }; keys: string[] };

/** `merged` counts the rows joined to a card, whether or not they filled anything; `bookings` are the appointments booked. */
export type ImportRecord = { added: number[]; filled: FilledFields[]; merged: number; bookings: number[] };
