// A booking as the database returns it, for tests of what is made from one
// (mails, calendar files): Tuesday 2 March 2027, 18:00–19:00 in Warsaw.
import type { Booking } from "~/db/database.server";

export function sampleBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 7,
    service_slug: "trening-personalny",
    service_name: "Trening personalny",
    place: "Studio, ul. Sportowa 1, Przykładowo",
    price: 150,
    starts_at: "2027-03-02T17:00:00.000Z",
    ends_at: "2027-03-02T18:00:00.000Z",
    claimed_until: "2027-03-02T18:15:00.000Z",
    name: "Łucja Żółtowska",
    email: "lucja@example.com",
    phone: "+48 600 100 200",
    notes: "",
    status: "confirmed",
    sequence: 0,
    cancel_cutoff_hours: 12,
    reminded_at: null,
    client_moves: 0,
    kept_outside_rules_at: null,
    submission_key: "key-7",
    network_hash: "hash",
    cancel_reason: null,
    group_session_id: null,
    seats: 1,
    companion_name: null,
    cancelled_at: null,
    created_at: "2027-02-20T10:00:00.000Z",
    client_id: null,
    series_id: null,
    origin: "online",
    mail_client: 1,
    moved_at: null,
    news_seen_at: null,
    payment_held_until: null,
    ...overrides,
  };
}
