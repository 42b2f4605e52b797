// What the trainer's agenda reads: everything between two instants, and the
// sessions still waiting for their outcome.
import type { Kysely, Selectable } from "kysely";
import { timestamp, type Booking, type CalendarBlock, type Database } from "~/db/database.server";
import type { PrivateBusyTable } from "~/db/diary-tables";

export type PrivateBusy = Selectable<PrivateBusyTable>;

export type Agenda = { bookings: Booking[]; blocks: CalendarBlock[]; privateBusy: PrivateBusy[] };

/** Everything between two instants, in time order: the trainer's agenda. */
export async function agendaBetween(db: Kysely<Database>, from: Date, to: Date): Promise<Agenda> {
  const [bookings, blocks, privateBusy] = await Promise.all([
    db
      .selectFrom("bookings")
      .selectAll()
      .where("starts_at", ">=", timestamp(from))
      .where("starts_at", "<", timestamp(to))
      // A group session's seats show as its one entry (agenda-groups.server.ts), not each on its own.
      .where("group_session_id", "is", null)
      .orderBy("starts_at")
      .orderBy("id")
      .execute(),
    db.selectFrom("calendar_blocks").selectAll().where("ends_at", ">", timestamp(from)).where("starts_at", "<", timestamp(to)).orderBy("starts_at").execute(),
    db.selectFrom("private_busy").selectAll().where("ends_at", ">", timestamp(from)).where("starts_at", "<", timestamp(to)).orderBy("starts_at").execute(),
  ]);
  return { bookings, blocks, privateBusy };
}

/** Confirmed sessions that ended between `since` and `now` with no outcome marked yet, the latest first. */
export async function sessionsToMark(db: Kysely<Database>, since: Date, now: Date): Promise<Booking[]> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("status", "=", "confirmed")
    .where("ends_at", ">=", timestamp(since))
    .where("ends_at", "<=", timestamp(now))
    .orderBy("starts_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
