// One client's card (/admin/klienci/:id): the person, every enquiry and
// booking linked to them, the last remark they wrote with a booking, and the
// trainer's private notes.
import type { Kysely, Selectable } from "kysely";
import type { ClientTable } from "~/db/diary-tables";
import { timestamp, type Booking, type Database, type Enquiry } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import type { NotesRefusal } from "~/clients/clients.messages";
import { NOTES_MAX_LENGTH } from "~/clients/client-notes";
import { pageWithin, PAGE_SIZE, type Page } from "~/lib/paging";

export type ClientCard = {
  card: Selectable<ClientTable>;
  /** Newest first. */
  enquiries: Pick<Enquiry, "id" | "created_at" | "service" | "status" | "message" | "email" | "phone">[];
  /** Latest start first. */
  bookings: Booking[];
};

/** The card and its enquiries, without its bookings (the card's page reads those a page at a time: cardSessions). */
export async function cardWithEnquiries(db: Kysely<Database>, id: number): Promise<Omit<ClientCard, "bookings"> | undefined> {
  const card = await db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst();
  if (!card) return undefined;
  const enquiries = await db
    .selectFrom("enquiries")
    .select(["id", "created_at", "service", "status", "message", "email", "phone"])
    .where("client_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return { card, enquiries };
}

/** The card with everything on it, every booking included: for erasing it or moving part of it to a new card. */
export async function getClientCard(db: Kysely<Database>, id: number): Promise<ClientCard | undefined> {
  const found = await cardWithEnquiries(db, id);
  if (!found) return undefined;
  const bookings = await db.selectFrom("bookings").selectAll().where("client_id", "=", id).orderBy("starts_at", "desc").orderBy("id", "desc").execute();
  return { ...found, bookings };
}

export type CardSessions = {
  /** Confirmed and still ahead, the soonest first: few (the booking horizon bounds them). */
  coming: Booking[];
  /** One page of the rest (past, cancelled), the latest first: years of a regular's sessions are read a page at a time. */
  history: Booking[];
} & Page;

/** The card's sessions as its page shows them: all that are coming, and the asked-for page of its history. */
export async function cardSessions(db: Kysely<Database>, clientId: number, asked: number, now: Date): Promise<CardSessions> {
  const nowText = timestamp(now);
  const past = db
    .selectFrom("bookings")
    .where("client_id", "=", clientId)
    .where((eb) => eb.or([eb("status", "<>", "confirmed"), eb("starts_at", "<=", nowText)]));
  const [coming, { total }] = await Promise.all([
    db
      .selectFrom("bookings")
      .selectAll()
      .where("client_id", "=", clientId)
      .where("status", "=", "confirmed")
      .where("starts_at", ">", nowText)
      .orderBy("starts_at")
      .orderBy("id")
      .execute(),
    past.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const page = pageWithin(asked, Number(total));
  const history = await past.selectAll().orderBy("starts_at", "desc").orderBy("id", "desc").limit(PAGE_SIZE).offset(page.offset).execute();
  return { coming, history, ...page };
}

/** The newest remark written with a booking, for the top of the card: the client's ("online") or the trainer's for a booking by phone. */
export type LastRemark = { text: string; origin: "online" | "trainer"; bookingStartsAt: string; writtenAt: string };

/** The card's last remark: the latest-made of its bookings with notes, in one query (notes are stored trimmed). */
export async function lastRemark(db: Kysely<Database>, clientId: number): Promise<LastRemark | null> {
  const row = await db
    .selectFrom("bookings")
    .select(["notes", "origin", "starts_at", "created_at"])
    .where("client_id", "=", clientId)
    .where("notes", "<>", "")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { text: row.notes, origin: row.origin, bookingStartsAt: row.starts_at, writtenAt: row.created_at } : null;
}

export type NotesOutcome = { ok: true } | { ok: false; refusal: NotesRefusal; current?: string };

/**
 * Saves the notes if they are still the ones the form was shown with
 * (`shown`): a save from a tab opened before another change never silently
 * overwrites it.
 */
export async function saveClientNotes(db: Kysely<Database>, id: number, shown: string, notes: string): Promise<NotesOutcome> {
  const text = notes.replace(/\r\n/g, "\n").trim();
  if (text.length > NOTES_MAX_LENGTH) return { ok: false, refusal: { reason: "too-long", limit: NOTES_MAX_LENGTH } };
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const query = trx.selectFrom("clients").select("notes").where("id", "=", id);
    const card = await (dialectOf(trx) === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    if (!card) return { ok: false, refusal: { reason: "card-gone" } };
    if (card.notes !== shown.replace(/\r\n/g, "\n")) {
      return { ok: false, current: card.notes, refusal: { reason: "stale" } };
    }
    await trx.updateTable("clients").set({ notes: text }).where("id", "=", id).execute();
    return { ok: true };
  });
}
