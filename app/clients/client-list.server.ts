// The list of client cards (/admin/klienci): newest activity first, searched
// by name, e-mail and phone, in any letter case and with or without Polish
// letters ("lukasz" finds "Łukasz"), a page at a time.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "~/db/database.server";
import type { ClientFilter } from "~/clients/client-filter";

export const CLIENTS_PAGE_SIZE = 20;

// The databases fold only ASCII letters (lower(), LIKE), so Polish letters
// are replaced by their plain ones on both sides of the comparison.
const PLAIN_LETTERS: Record<string, string> = { ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z" };
const FOLDS = Object.entries(PLAIN_LETTERS).flatMap(([letter, plain]) => [
  [letter, plain],
  [letter.toUpperCase(), plain],
]);

/** "Łucja Źrebiec" → "lucja zrebiec": what the search compares. */
export function plainText(text: string): string {
  return FOLDS.reduce((folded, [letter, plain]) => folded.replaceAll(letter!, plain!), text).toLowerCase();
}

function plainColumn(column: "name" | "email"): RawBuilder<string> {
  return sql`lower(${FOLDS.reduce<RawBuilder<string>>(
    (expression, [letter, plain]) => sql`replace(${expression}, ${sql.lit(letter!)}, ${sql.lit(plain!)})`,
    sql`${sql.ref(`clients.${column}`)}`,
  )})`;
}

/** `%`, `_` and `\` typed in the search box mean themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export type ClientRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  lastActivityAt: string;
  /** The next confirmed session's start, if any. */
  nextSessionAt: string | null;
  enquiries: number;
  bookings: number;
};

export type ClientPage = { rows: ClientRow[]; total: number; page: number; pageCount: number };

/**
 * One page of cards, newest activity first; `except` leaves a card out (the
 * one being merged into), `only` asks for one card's row. A page past the end
 * shows the last one.
 */
export async function listClients(
  db: Kysely<Database>,
  filter: ClientFilter,
  now: Date,
  { except, only }: { except?: number; only?: number } = {},
): Promise<ClientPage> {
  let base = db.selectFrom("clients");
  if (except !== undefined) base = base.where("clients.id", "!=", except);
  if (only !== undefined) base = base.where("clients.id", "=", only);
  if (filter.query) {
    const like = (expression: RawBuilder<string>, text: string) => sql<boolean>`${expression} like ${containsPattern(text)} escape '\\'`;
    const text = plainText(filter.query);
    const digits = filter.query.replace(/[\s()-]/g, "");
    base = base.where((eb) =>
      eb.or([
        like(plainColumn("name"), text),
        like(plainColumn("email"), text),
        // Phones are written "+48 600 100 200" or "600100200": compared without spaces and dashes.
        ...(/\d{3}/.test(digits) ? [like(sql`replace(replace(clients.phone, ' ', ''), '-', '')`, digits)] : []),
      ]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / CLIENTS_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const cards = await base
    .select(["clients.id", "clients.name", "clients.email", "clients.phone", "clients.last_activity_at"])
    .select((eb) => [
      eb.selectFrom("enquiries").select(eb.fn.countAll<number>().as("n")).whereRef("enquiries.client_id", "=", "clients.id").as("enquiries"),
      eb.selectFrom("bookings").select(eb.fn.countAll<number>().as("n")).whereRef("bookings.client_id", "=", "clients.id").as("bookings"),
      eb
        .selectFrom("bookings")
        .select((sub) => sub.fn.min("starts_at").as("next"))
        .whereRef("bookings.client_id", "=", "clients.id")
        .where("status", "=", "confirmed")
        .where("starts_at", ">", now.toISOString())
        .as("next_session_at"),
    ])
    .orderBy("clients.last_activity_at", "desc")
    .orderBy("clients.id", "desc")
    .limit(CLIENTS_PAGE_SIZE)
    .offset((page - 1) * CLIENTS_PAGE_SIZE)
    .execute();
  return {
    rows: cards.map((card) => ({
      id: card.id,
      name: card.name,
      email: card.email,
      phone: card.phone,
      lastActivityAt: card.last_activity_at,
      nextSessionAt: (card.next_session_at as string | null) ?? null,
      enquiries: Number(card.enquiries ?? 0),
      bookings: Number(card.bookings ?? 0),
    })),
    total: count,
    page,
    pageCount,
  };
}
