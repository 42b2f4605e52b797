// A client's bookings as RODO reads them: found by address, erased with the
// client's data, or erased by the retention job once long ended.
import type { Kysely } from "kysely";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import { eraseWaitlistOf } from "~/waitlist/index.server";

/** A client's bookings, by e-mail address, newest first. */
export async function bookingsOf(db: Kysely<Database>, email: string): Promise<Booking[]> {
  return db.selectFrom("bookings").selectAll().where("email", "=", email.trim().toLowerCase()).orderBy("starts_at", "desc").execute();
}

/**
 * A client's bookings erased with their enquiries (RODO art. 17), and what
 * the address waits for; returns how many bookings. Their rows are locked
 * first, in id order as every change locks them; the cells and mails go with them (ON DELETE CASCADE).
 */
export async function eraseBookingsOf(db: Kysely<Database>, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const locked =
      dialectOf(trx) === "postgres"
        ? trx.selectFrom("bookings").select("id").where("email", "=", address).orderBy("id").forUpdate()
        : trx
            .updateTable("bookings")
            .set({ sequence: (eb) => eb.ref("sequence") })
            .where("email", "=", address)
            .returning("id");
    const bookings = await locked.execute();
    // After the bookings' rows, as a change of a booking tells the waitlist: the one lock order.
    await eraseWaitlistOf(trx, [address]);
    if (!bookings.length) return 0;
    const result = await trx.deleteFrom("bookings").where("email", "=", address).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Bookings whose session ended before `before`: the retention job erases them. */
export async function eraseBookingsEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("bookings")
    .where("ends_at", "<", timestamp(before))
    // A session a package counted stays while the package does (erasePackagesEndedBefore), or its balance would grow back.
    .where((eb) => eb.not(eb.exists(eb.selectFrom("package_uses").select("booking_id").whereRef("package_uses.booking_id", "=", "bookings.id"))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
