// Fixing a wrong match of people to cards: two cards of one person become one
// (merge), and rows of another person leave for a card of their own (split).
// Each is one transaction that locks the cards first and reads them again
// inside it, so two tabs or two instances never half-move a card.
import { mergeReviewRequests } from "~/reviews/index.server";
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { clientKeys } from "~/clients/client-keys";
import { mergeHealthData } from "~/clients/merge-health-data.server";
import type { MergeRefusal, SplitRefusal } from "~/clients/clients.messages";

export type MergeOutcome = { ok: true } | { ok: false; reason: MergeRefusal };
export type SplitOutcome = { ok: true; id: number } | { ok: false; reason: SplitRefusal };

/** Locks the cards, lowest id first (two merges of the same pair never wait on each other in a circle); returns the ones that still exist. */
async function lockCards(trx: Transaction<Database>, ids: number[]) {
  await writeLockFirst(trx);
  const query = trx.selectFrom("clients").selectAll().where("id", "in", ids).orderBy("id");
  return dialectOf(trx) === "postgres" ? query.forUpdate().execute() : query.execute();
}

/**
 * Moves everything of card `fromId` (keys, enquiries, bookings, series,
 * packages, notes) to card `intoId` and deletes `fromId`. The contact the
 * kept card lacks is taken from the other.
 */
export async function mergeClients(db: Kysely<Database>, intoId: number, fromId: number): Promise<MergeOutcome> {
  if (intoId === fromId) return { ok: false, reason: "same-card" };
  return db.transaction().execute(async (trx) => {
    const cards = await lockCards(trx, [intoId, fromId]);
    const into = cards.find((card) => card.id === intoId);
    const from = cards.find((card) => card.id === fromId);
    if (!into) return { ok: false, reason: "card-gone" };
    if (!from) return { ok: false, reason: "other-gone" };
    // The client stays signed in at /moje-treningi, and their messages and phones follow them, on the card kept.
    const tables = [
      "client_keys",
      "enquiries",
      "bookings",
      "booking_series",
      "client_packages",
      "client_sessions",
      "client_sign_in_links",
      "outbox",
      "push_subscriptions",
      "orders",
    ] as const;
    await mergeReviewRequests(trx, intoId, fromId);
    for (const table of tables) {
      await trx.updateTable(table).set({ client_id: intoId }).where("client_id", "=", fromId).execute();
    }
    await trx
      .updateTable("clients")
      .set({
        notes: [into.notes.trim(), from.notes.trim()].filter(Boolean).join("\n\n"),
        email: into.email || from.email,
        phone: into.phone || from.phone,
        created_at: into.created_at < from.created_at ? into.created_at : from.created_at,
        last_activity_at: into.last_activity_at > from.last_activity_at ? into.last_activity_at : from.last_activity_at,
      })
      .where("id", "=", intoId)
      .execute();
    await mergeHealthData(trx, intoId, fromId, {
      progress_consent_at: into.progress_consent_at ?? from.progress_consent_at,
      questionnaire_consent_at: into.questionnaire_consent_at ?? from.questionnaire_consent_at,
      diet_consent_at: into.diet_consent_at ?? from.diet_consent_at,
    });
    await trx.deleteFrom("clients").where("id", "=", fromId).execute();
    return { ok: true };
  });
}

export type SplitRequest = { name: string; enquiryIds: number[]; bookingIds: number[] };

type Contact = { email: string; phone: string | null; created_at: string };

/**
 * Moves the chosen enquiries and bookings of card `id` to a new card named
 * `name`. The card's keys used only by the moved rows go with them (the next
 * booking from that address finds the new card); a key a remaining row still
 * uses stays. A series goes along when all its bookings do.
 */
export async function splitClient(db: Kysely<Database>, id: number, request: SplitRequest, now: Date): Promise<SplitOutcome> {
  const name = request.name.trim();
  if (!name) return { ok: false, reason: "no-name" };
  return db.transaction().execute(async (trx) => {
    const [card] = await lockCards(trx, [id]);
    if (!card) return { ok: false, reason: "card-gone" };
    const enquiries = await trx.selectFrom("enquiries").select(["id", "email", "phone", "created_at"]).where("client_id", "=", id).execute();
    const bookings = await trx.selectFrom("bookings").select(["id", "email", "phone", "created_at", "series_id"]).where("client_id", "=", id).execute();
    const movedEnquiries = enquiries.filter((row) => request.enquiryIds.includes(row.id));
    const movedBookings = bookings.filter((row) => request.bookingIds.includes(row.id));
    const moved: Contact[] = [...movedEnquiries, ...movedBookings];
    if (!moved.length) return { ok: false, reason: "nothing-chosen" };
    const staying: Contact[] = [...enquiries.filter((row) => !movedEnquiries.includes(row)), ...bookings.filter((row) => !movedBookings.includes(row))];
    const keysOf = (rows: Contact[]) => new Set(rows.flatMap((row) => clientKeys({ email: row.email, phone: row.phone ?? "" })));
    const stayingKeys = keysOf(staying);
    const leavingKeys = [...keysOf(moved)].filter((key) => !stayingKeys.has(key));
    const newest = moved.reduce((latest, row) => (row.created_at > latest ? row.created_at : latest), moved[0]!.created_at);
    const made = await trx
      .insertInto("clients")
      .values({
        name: name.slice(0, 200),
        email: moved.find((row) => row.email)?.email ?? "",
        phone: moved.find((row) => row.phone)?.phone ?? "",
        notes: "",
        created_at: timestamp(now),
        last_activity_at: newest,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (movedEnquiries.length) {
      await trx
        .updateTable("enquiries")
        .set({ client_id: made.id })
        .where(
          "id",
          "in",
          movedEnquiries.map((row) => row.id),
        )
        .execute();
    }
    if (movedBookings.length) {
      await trx
        .updateTable("bookings")
        .set({ client_id: made.id })
        .where(
          "id",
          "in",
          movedBookings.map((row) => row.id),
        )
        .execute();
      // Their orders go with them (a weekly join's seats are one order, all moved or none split off).
      await trx
        .updateTable("orders")
        .set({ client_id: made.id })
        .where((eb) =>
          eb(
            "id",
            "in",
            eb
              .selectFrom("order_lines")
              .select("order_id")
              .where(
                "booking_id",
                "in",
                movedBookings.map((row) => row.id),
              ),
          ),
        )
        .execute();
    }
    if (leavingKeys.length) {
      await trx.updateTable("client_keys").set({ client_id: made.id }).where("client_id", "=", id).where("key", "in", leavingKeys).execute();
    }
    const seriesIds = new Set(movedBookings.flatMap((row) => (row.series_id === null ? [] : [row.series_id])));
    for (const seriesId of seriesIds) {
      const left = bookings.some((row) => row.series_id === seriesId && !movedBookings.includes(row));
      if (!left) await trx.updateTable("booking_series").set({ client_id: made.id }).where("id", "=", seriesId).execute();
    }
    // The old card's shown contact follows its key: an address that left is not shown on it any more.
    const left = (contact: string, kind: "email" | "phone") => {
      const [key] = clientKeys(kind === "email" ? { email: contact, phone: "" } : { email: "", phone: contact });
      if (!key || !leavingKeys.includes(key)) return contact;
      const other = staying.find((row) => (kind === "email" ? row.email : row.phone));
      return (kind === "email" ? other?.email : other?.phone) ?? "";
    };
    await trx
      .updateTable("clients")
      .set({ email: left(card.email, "email"), phone: left(card.phone, "phone") })
      .where("id", "=", id)
      .execute();
    return { ok: true, id: made.id };
  });
}
