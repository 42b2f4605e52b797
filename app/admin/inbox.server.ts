import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Database, Enquiry, OutboxRow } from "~/db/database.server";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "~/enquiries";
import type { InboxFilter } from "~/admin/inbox-filter";
import type { DeliveryState } from "~/notifications";
import { eraseEmptyCards } from "~/clients/index.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { POLISH_CAPITALS } from "~/lib/polish-letters";

export const INBOX_PAGE_SIZE = 20;

export type InboxRow = Pick<Enquiry, "id" | "created_at" | "name" | "email" | "phone" | "service" | "status"> & {
  delivery: DeliveryState;
};

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageCount: number };

/** A mail the outbox gave up on: about an enquiry, or about a booking (with its start). */
export type FailedMail = Pick<OutboxRow, "id" | "kind" | "last_error" | "enquiry_id" | "booking_id"> & { name: string; booking_starts_at: string | null };

// LIKE folds only ASCII letters on SQLite (and PostgreSQL's lower() only
// under a UTF-8 locale), so Polish capitals are folded by hand: "łucja"
// finds "Łucja" on both databases.

function folded(column: "name" | "email" | "phone" | "message"): RawBuilder<string> {
  return POLISH_CAPITALS.reduce<RawBuilder<string>>(
    (expression, capital) => sql`replace(${expression}, ${sql.lit(capital)}, ${sql.lit(capital.toLowerCase())})`,
    sql`lower(coalesce(${sql.ref(column)}, ''))`,
  );
}

/** `%`, `_` and `\` typed in the search box mean themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereFilter<O>(query: SelectQueryBuilder<Database, "enquiries", O>, filter: Pick<InboxFilter, "status" | "query">) {
  let filtered = filter.status ? query.where("status", "=", filter.status) : query.where("status", "!=", "spam");
  if (filter.query) {
    const like = (expression: RawBuilder<string>, text: string) => sql<boolean>`${expression} like ${containsPattern(text)} escape '\\'`;
    const text = filter.query.toLowerCase();
    const digits = filter.query.replace(/[\s-]/g, "");
    filtered = filtered.where((eb) =>
      eb.or([
        like(folded("name"), text),
        like(folded("email"), text),
        like(folded("message"), text),
        // Phones are stored as "+48 600 100 200"; "600100200" finds them too.
        like(sql`replace(coalesce(phone, ''), ' ', '')`, digits),
      ]),
    );
  }
  return filtered;
}

function deliveryState(statuses: OutboxRow["status"][]): DeliveryState {
  if (statuses.includes("failed")) return "failed";
  if (statuses.some((status) => status === "pending" || status === "sending")) return "queued";
  return statuses.length > 0 ? "sent" : "none";
}

/** One page of the inbox, newest first; a page past the end shows the last one. */
export async function listEnquiries(db: Kysely<Database>, filter: InboxFilter): Promise<InboxPage> {
  const base = whereFilter(db.selectFrom("enquiries"), filter);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const enquiries = await base
    .select(["id", "created_at", "name", "email", "phone", "service", "status"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  const mails =
    enquiries.length === 0
      ? []
      : await db
          .selectFrom("outbox")
          .select(["enquiry_id", "status"])
          .where(
            "enquiry_id",
            "in",
            enquiries.map((enquiry) => enquiry.id),
          )
          .execute();
  const rows = enquiries.map((enquiry) => ({
    ...enquiry,
    delivery: deliveryState(mails.filter((mail) => mail.enquiry_id === enquiry.id).map((mail) => mail.status)),
  }));
  return { rows, total: count, page, pageCount };
}

/** Every enquiry the filter matches, newest first, whole: for the CSV export. */
export function exportEnquiries(db: Kysely<Database>, filter: Pick<InboxFilter, "status" | "query">): Promise<Enquiry[]> {
  return whereFilter(db.selectFrom("enquiries"), filter).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function countByStatus(db: Kysely<Database>): Promise<Record<EnquiryStatus, number>> {
  const rows = await db
    .selectFrom("enquiries")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export async function getEnquiry(db: Kysely<Database>, id: number): Promise<{ enquiry: Enquiry; mails: OutboxRow[] } | null> {
  const enquiry = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!enquiry) return null;
  const mails = await db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).orderBy("id").execute();
  return { enquiry, mails };
}

/**
 * False when there is no such enquiry (erased meanwhile). Marked as spam, it
 * leaves its client card, and a card it leaves with nothing goes, as the
 * retention's empty-card rule has it (spam makes no clients,
 * client-cards.server.ts); marked otherwise again, linkUnlinked gives it a card.
 */
export async function setStatus(db: Kysely<Database>, id: number, status: EnquiryStatus): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const query = trx.selectFrom("enquiries").select("client_id").where("id", "=", id);
    const enquiry = await (dialectOf(trx) === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    if (!enquiry) return false;
    await trx
      .updateTable("enquiries")
      .set(status === "spam" ? { status, client_id: null } : { status })
      .where("id", "=", id)
      .execute();
    if (status === "spam" && enquiry.client_id !== null) await eraseEmptyCards(trx, [enquiry.client_id]);
    return true;
  });
}

/** An empty note is no note. False when there is no such enquiry. */
export async function setNote(db: Kysely<Database>, id: number, note: string): Promise<boolean> {
  const result = await db
    .updateTable("enquiries")
    .set({ note: note.trim() || null })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the enquiry and, by the foreign key's cascade, its e-mails: erased, not flagged (RODO art. 17). */
export async function eraseEnquiry(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("enquiries").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes every enquiry marked spam; returns how many. */
export async function eraseSpam(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("enquiries").where("status", "=", "spam").executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** E-mails the outbox gave up on, newest first, with whom they were about. */
export function listFailedMails(db: Kysely<Database>): Promise<FailedMail[]> {
  return db
    .selectFrom("outbox")
    .leftJoin("enquiries", "enquiries.id", "outbox.enquiry_id")
    .leftJoin("bookings", "bookings.id", "outbox.booking_id")
    .select((eb) => [
      "outbox.id",
      "outbox.kind",
      "outbox.last_error",
      "outbox.enquiry_id",
      "outbox.booking_id",
      "bookings.starts_at as booking_starts_at",
      eb.fn.coalesce("enquiries.name", "bookings.name", eb.val("")).as("name"),
    ])
    .where("outbox.status", "=", "failed")
    .orderBy("outbox.id", "desc")
    .execute();
}
