// An hour's online session booked through the booking store, for the tests
// of what is done with bookings (the agenda's reminders and their marks, a
// client's reminder settings, the waitlist). The tests book free times only:
// a time found taken throws. A session without an e-mail is one the trainer
// took by phone (the booking form asks for an address), so it finds the
// client's card by the phone as hers do.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { bookSession } from "~/bookings/index.server";
import type { Booking, Database } from "~/db/database.server";

const HOUR = 3_600_000;

export type HourBooked = {
  start: number;
  /** When the client books. */
  now: Date;
  name?: string;
  email?: string;
  phone?: string;
  serviceName?: string;
  /** The booking form's box: the client agrees to be asked once for a review. */
  reviewConsent?: boolean;
};

export async function bookHour(
  db: Kysely<Database>,
  { start, now, name = "Jan Kowalski", email = "klient@example.com", phone = "+48 600 100 200", serviceName = "Trening personalny", reviewConsent }: HourBooked,
): Promise<Booking> {
  const made = await bookSession(
    db,
    {
      service: { slug: "trening", name: serviceName, price: 150 },
      place: "Studio",
      start,
      end: start + HOUR,
      bufferMs: 0,
      name,
      email,
      phone,
      notes: "",
      submissionKey: randomUUID(),
      reviewConsent,
      ...(email ? {} : { byTrainer: { mailClient: true, outsideHours: false } }),
    },
    now,
  );
  if (made.kind !== "booked") throw new Error(`${new Date(start).toISOString()} was not free`);
  return made.booking;
}
