import type { Kysely, RawBuilder } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// Orders (issue 79): what a person agreed to pay for at once, one line per
// sale, and every ledger entry against its order, the seam online payment
// plugs into. Each sale so far becomes an order of one line under its own
// document number, owing what the pages showed it owing: its price and the
// gift voucher's part of it; nothing once cancelled, paid from a package or
// removed as recorded by mistake; a withdrawn voucher less its refund. The
// entries of a sale erased since keep an order of their own, settled. Never
// edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

const SALES = [
  { table: "bookings", column: "booking_id", prefix: "T-", client: sql`client_id`, created: sql`created_at`, what: sql`service_name` },
  { table: "client_packages", column: "package_id", prefix: "P-", client: sql`client_id`, created: sql`created_at`, what: sql`name` },
  { table: "vouchers", column: "voucher_id", prefix: "B-", client: sql`null`, created: sql`ordered_at`, what: sql`title` },
] as const;

/** A sale's gift-voucher part (its uses that count) or refunds, from the ledger, as an SQL sum. */
const entriesOf = (column: string, table: string, kind: "payment" | "refund", method: RawBuilder<unknown>) =>
  sql`coalesce((select sum(e.amount) from ledger_entries e where e.${sql.ref(column)} = ${sql.ref(`${table}.id`)} and e.kind = ${kind} and e.voided_at is null and ${method}), 0)`;

const AMOUNT = {
  bookings: sql`case when status = 'cancelled' then 0 when exists (select 1 from package_uses u where u.booking_id = bookings.id) then 0
    else price + ${entriesOf("booking_id", "bookings", "payment", sql`e.method = 'voucher'`)} end`,
  client_packages: sql`case when removed_at is not null then 0 else price + ${entriesOf("package_id", "client_packages", "payment", sql`e.method = 'voucher'`)} end`,
  vouchers: sql`price - ${entriesOf("voucher_id", "vouchers", "refund", sql`true`)}`,
} as const;

export const ordersMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    const sale = (table: string) => (column: any) => column.references(`${table}.id`).onDelete("set null");
    await db.schema
      .createTable("orders")
      .addColumn("id", "integer", id)
      .addColumn("document", "text", (column) => column.notNull().unique())
      .addColumn("client_id", "integer", sale("clients"))
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("order_lines")
      .addColumn("id", "integer", id)
      .addColumn("order_id", "integer", (column) => column.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("booking_id", "integer", sale("bookings"))
      .addColumn("package_id", "integer", sale("client_packages"))
      .addColumn("voucher_id", "integer", sale("vouchers"))
      .addColumn("what", "text", (column) => column.notNull())
      .addColumn("amount", "integer", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("orders_client_id").on("orders").column("client_id").execute();
    await db.schema.createIndex("order_lines_order_id").on("order_lines").column("order_id").execute();
    for (const column of ["booking_id", "package_id", "voucher_id"]) {
      await db.schema.createIndex(`order_lines_${column}`).on("order_lines").column(column).unique().execute();
    }
    // No foreign key: an order is never deleted.
    await db.schema.alterTable("ledger_entries").addColumn("order_id", "integer").execute();

    await giveSalesTheirOrders(db);
    await db.schema.createIndex("ledger_entries_order_id").on("ledger_entries").column("order_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("ledger_entries_order_id").execute();
    await db.schema.alterTable("ledger_entries").dropColumn("order_id").execute();
    await db.schema.dropTable("order_lines").execute();
    await db.schema.dropTable("orders").execute();
  },
};

/**
 * Each sale without an order gets one of one line, and each entry without
 * an order its sale's (or, its sale erased, one by its document). Also how
 * `npm run seed:years`, which writes its rows in bulk, gives them theirs.
 */
export async function giveSalesTheirOrders(db: Kysely<any>): Promise<void> {
  for (const { table, column, prefix, client, created, what } of SALES) {
    const withoutLine = sql`not exists (select 1 from order_lines l where l.${sql.ref(column)} = ${sql.ref(`${table}.id`)})`;
    await sql`insert into orders (document, client_id, created_at) select ${prefix} || id, ${client}, ${created} from ${sql.table(table)} where ${withoutLine} order by id`.execute(
      db,
    );
    await sql`insert into order_lines (order_id, ${sql.ref(column)}, what, amount)
      select (select o.id from orders o where o.document = ${prefix} || ${sql.ref(`${table}.id`)}), ${sql.ref(`${table}.id`)}, ${what}, ${AMOUNT[table]}
      from ${sql.table(table)} where ${withoutLine} order by ${sql.ref(`${table}.id`)}`.execute(db);
    await sql`update ledger_entries set order_id = (select l.order_id from order_lines l where l.${sql.ref(column)} = ledger_entries.${sql.ref(column)})
      where ${sql.ref(column)} is not null and order_id is null`.execute(db);
  }
  // Entries of erased sales: an order each by their document, owing what was paid.
  await sql`insert into orders (document, client_id, created_at)
    select document, null, min(at) from ledger_entries where order_id is null group by document order by min(at)`.execute(db);
  await sql`insert into order_lines (order_id, what, amount)
    select o.id, (select max(e.what) from ledger_entries e where e.document = o.document),
      (select coalesce(sum(case when e.kind = 'payment' then e.amount else -e.amount end), 0) from ledger_entries e where e.document = o.document and e.voided_at is null)
    from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`.execute(db);
  await sql`update ledger_entries set order_id = (select o.id from orders o where o.document = ledger_entries.document) where order_id is null`.execute(db);
}
