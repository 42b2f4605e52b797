// A client's own reminder settings, from /moje-treningi: their phone's push
// subscription stored or removed (reminders then go there instead of by
// e-mail, clientChannel in app/notifications), and the reminder 2 hours
// before, turned on for every session ahead or off for them all.
import type { Kysely, Transaction } from "kysely";
import { lockBooking, notifyTwoHoursBefore } from "~/bookings/index.server";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import { env } from "~/env.server";
import { type ClientDevice, clientDevices, removeClientDevices, saveClientDevice, vapidKeys } from "~/notifications/index.server";

export type ReminderChange =
  /** This phone takes the client's reminders. */
  | { kind: "push_on"; device: ClientDevice }
  /** The phone `endpoint` names (the browser knows it), or every phone of the client (without JavaScript). */
  | { kind: "push_off"; endpoint?: string }
  | { kind: "two_hours"; on: boolean };

export type ClientReminders = { phones: number; twoHours: boolean };

async function lockClient(trx: Transaction<Database>, clientId: number) {
  const query = trx.selectFrom("clients").select(["id", "reminder_two_hours"]).where("id", "=", clientId);
  return dialectOf(trx) === "postgres" ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** The 2-hour reminder of every confirmed session ahead, recorded (on) or skipped (off). */
async function setTwoHours(trx: Transaction<Database>, clientId: number, on: boolean, now: Date) {
  await trx
    .updateTable("clients")
    .set({ reminder_two_hours: on ? 1 : 0 })
    .where("id", "=", clientId)
    .execute();
  const ahead = await trx
    .selectFrom("bookings")
    .select("id")
    .where("client_id", "=", clientId)
    .where("status", "=", "confirmed")
    .where("starts_at", ">", timestamp(now))
    .orderBy("id")
    .execute();
  for (const { id } of ahead) {
    // The booking's lock first, as its own changes take it: a move meanwhile records its own reminder.
    const booking = await lockBooking(trx, id);
    if (!booking || booking.status !== "confirmed") continue;
    await trx
      .updateTable("outbox")
      .set({ status: "skipped", locked_until: null })
      .where("booking_id", "=", id)
      .where("kind", "=", "booking_reminder_2h")
      .where("status", "=", "pending")
      .execute();
    if (on) await notifyTwoHoursBefore(trx, booking, Date.parse(booking.starts_at), now);
  }
}

/** Applies the change for the client; what their reminders are now. */
export async function setClientReminders(db: Kysely<Database>, clientId: number, change: ReminderChange, now: Date): Promise<ClientReminders> {
  if (change.kind === "push_on") await saveClientDevice(db, clientId, change.device, now);
  if (change.kind === "push_off") await removeClientDevices(db, clientId, change.endpoint);
  if (change.kind === "two_hours") {
    await db.transaction().execute(async (trx) => {
      const client = await lockClient(trx, clientId);
      if (client && Boolean(client.reminder_two_hours) !== change.on) await setTwoHours(trx, clientId, change.on, now);
    });
  }
  return clientReminders(db, clientId);
}

export async function clientReminders(db: Kysely<Database>, clientId: number): Promise<ClientReminders> {
  const client = await db.selectFrom("clients").select("reminder_two_hours").where("id", "=", clientId).executeTakeFirst();
  return { phones: (await clientDevices(db, clientId)).length, twoHours: Boolean(client?.reminder_two_hours) };
}

/** What the page's ClientReminders shows: the key a browser subscribes with, and the client's settings. */
export async function clientRemindersView(db: Kysely<Database>, clientId: number): Promise<ClientReminders & { publicKey: string }> {
  const { publicKey } = await vapidKeys(db, env);
  return { publicKey, ...(await clientReminders(db, clientId)) };
}
