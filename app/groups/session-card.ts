/** What a coming group session is, as the list and its events say it. */
export type PublicSessionFacts = {
  id: number;
  title: string;
  place: string;
  startsAt: string;
  endsAt: string;
  seats: number;
  /** Per person, zł. */
  price: number;
  free: number;
};

/** A coming group session as the pages show it: its facts, and their words made on the server. */
export type SessionCard = PublicSessionFacts & {
  when: string;
  priceText: string;
  seatsText: string;
  /** The minimum and the time it is decided by, in words; null when the session has none or the trainer holds it anyway. */
  minimumText: string | null;
};
