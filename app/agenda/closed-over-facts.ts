// What the list of bookings closed over by time off shows, and what
// cancelling them all did: facts for the section and the messages.

/** A booking as the list shows it: when ("środa, 9 grudnia 2026, 07:00–08:00"), who, what, and whether the client hears by mail. */
export type ClosedOverView = { id: number; version: number; day: string; when: string; name: string; service: string; told: boolean };

export type CancelAllOutcome = {
  /** How many were cancelled, and of those how many clients get the message by e-mail. */
  cancelled: number;
  toldByMail: number;
  /** Cancelled, but the client gets no mail: to be phoned. */
  toPhone: { name: string; phone: string }[];
  /** Cancelled before (the same form sent again, another tab): nothing done twice. */
  alreadyCancelled: number;
  /** Changed since the list was shown (moved, gone): left as they are. */
  changedMeanwhile: number;
};
