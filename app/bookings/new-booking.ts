// A booking about to be made, as every way of making one describes it (the
// form, the panel, a series, a seat of a group), for insertBooking.

export type NewBooking = {
  service: { slug: string; name: string; price: number };
  /** The place as the visitor read it ("Studio, ul. Sportowa 1, Przykładowo"). */
  place: string;
  start: number;
  end: number;
  /** Kept free after the session. */
  bufferMs: number;
  name: string;
  email: string;
  phone: string;
  notes: string;
  submissionKey: string;
  /** The booking settings' cancellation window when it is made: the booking keeps it, whatever the settings say later (null: the settings' value). */
  cancelCutoffHours?: number;
  /** Taken by the trainer in the panel: the client card chosen there, and how the trainer booked it. */
  byTrainer?: TrainerBooking;
  /** The signed-in client's own card (/moje-treningi): the booking is theirs, whatever the details say. */
  clientId?: number;
  /** Seats of a group session (app/groups): the session holds the time, the booking no cells of its own. */
  group?: { sessionId: number; seats: number; companion: string | null };
  /** The order the booking joins (a weekly join's seats after the first); without one it opens its own. */
  order?: number;
  /** The booking form's unticked box: the client agrees to be asked once for a review. */
  reviewConsent?: boolean;
  /** Paid online at booking (issue 81): held for its money until then, its confirmations sent when it comes (payment-hold.server.ts). */
  paymentHeldUntil?: number;
};

export type TrainerBooking = {
  /** A card chosen in the panel; without one the card is found or made from the contact details. */
  clientId?: number;
  /** False: no mail of this booking ever goes to the client. */
  mailClient: boolean;
  /** A time outside working hours, confirmed by the trainer: not flagged as outside the rules. */
  outsideHours: boolean;
  seriesId?: number;
};
