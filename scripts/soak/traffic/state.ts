// What the soak's visitors and owner did and were told, as the checks at the
// end read it.
import type { Status } from "../http.ts";

/** What a form's posts came to: its answer once an instance answered it (not 5xx, not a cut connection), or "unknown" after every resend. */
export type Outcome = { status: number | "unknown"; location: string | null; attempts: Status[] };

export type EnquiryEntry = { marker: string; at: number; submissionKey: string; attempts: Status[] };
export type BookingEntry = { n: number; email: string; service: string; start: string; at: number; submissionKey: string; attempts: Status[] };
export type BookingChange = { intent: "move" | "cancel"; start: string | undefined; at: number; status: Status };
/** An accepted booking, its changes, and the state it should end in (unless `uncertain`: a change went unanswered). */
export type AcceptedBooking = BookingEntry & {
  token: string | undefined;
  page: string | null;
  changes: BookingChange[];
  expected: { status: "confirmed" | "cancelled"; start: string };
  uncertain?: boolean;
  /** No longer changeable: not picked again. */
  skip?: boolean;
};
type OwnerEntry = { at: number; instance: string; status: Status };

export type TrafficState = ReturnType<typeof emptyState>;

export function emptyState() {
  return {
    enquiries: { accepted: [] as EnquiryEntry[], refused: [] as (EnquiryEntry & { status: number })[], unknown: [] as EnquiryEntry[] },
    bookings: {
      accepted: [] as AcceptedBooking[],
      taken: 0,
      refused: [] as (BookingEntry & { status: number })[],
      unknown: [] as BookingEntry[],
      noFreeTime: 0,
    },
    manage: { moved: 0, cancelled: 0, refused: [] as { n: number; intent: string; status: Status }[], unknown: 0, notChangeable: 0 },
    owner: {
      signIns: [] as { at: number; status: number }[],
      publishes: [] as (OwnerEntry & { baseVersion: number; item: number; price: number })[],
      uploads: [] as OwnerEntry[],
      truncated: [] as OwnerEntry[],
      destroyed: [] as OwnerEntry[],
      healthAfterDestroyed: [] as OwnerEntry[],
    },
  };
}
