// The file's upcoming appointments written as bookings the trainer took,
// in the import's transaction, on the cards the import found or made: no
// mail to anyone (the client booked them in Booksy and was told there), the
// time's cells claimed as any booking's, so the calendar's own key refuses
// a time that something took since the check.
import type { Transaction } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { placeDescription } from "~/bookings";
import { insertBooking } from "~/bookings/index.server";
import type { ImportedPerson } from "./mapped-people";
import type { VisitFate } from "./import-visits.server";

const MINUTE = 60_000;

/** What a booking's place is read from: the business's address. */
export type BookingContext = { settings: BookingSettings; business: { address: { street: string; locality: string } } };

export type VisitToBook = { fate: Extract<VisitFate, { kind: "book" }>; person: ImportedPerson; clientId: number };

/** Books each visit; returns the bookings' ids. `importId` makes each booking's submission key. */
export async function bookVisits(trx: Transaction<Database>, visits: VisitToBook[], context: BookingContext, importId: number, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const { fate, person, clientId } of visits) {
    const saved = await insertBooking(
      trx,
      {
        service: fate.service,
        place: placeDescription(fate.service.place, context.business.address),
        start: fate.start,
        end: fate.end,
        bufferMs: context.settings.bufferMinutes * MINUTE,
        cancelCutoffHours: context.settings.cancelCutoffHours,
        name: person.name,
        email: person.email,
        phone: person.phone,
        notes: "",
        submissionKey: `import-${importId}-${fate.row}`,
        byTrainer: { clientId, mailClient: false, outsideHours: fate.outsideHours },
      },
      now,
      [],
    );
    ids.push(saved.id);
  }
  return ids;
}
