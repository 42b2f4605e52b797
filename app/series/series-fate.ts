// What becomes of one date of a weekly series, or of a single time the trainer types.

export type Fate =
  | { kind: "free" }
  | { kind: "holiday"; name: string }
  | { kind: "day-off"; note: string }
  | { kind: "outside-hours"; why: string }
  | { kind: "taken"; what: string }
  | { kind: "past" }
  /** The wall-clock time the clocks skip (02:30 on the last Sunday of March). */
  | { kind: "no-such-time" };
