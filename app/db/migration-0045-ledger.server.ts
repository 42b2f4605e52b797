import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// One ledger for every sale (issue 79): each payment recorded so far on a
// booking, a package or a voucher becomes an entry against it, with its
// method, amount and time, and the old columns go, so that nothing reads them
// again. A package marked paid before methods were recorded (before 0023),
// left out of every month's summary until now, is entered as cash on its
// sale's day at its price (an online order's by the gift voucher that paid
// it); a voucher as paid by transfer, as its page asks.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const ledgerMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    const sale = (table: string) => (column: any) => column.references(`${table}.id`).onDelete("set null");
    await db.schema
      .createTable("ledger_entries")
      .addColumn("id", "integer", id)
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("method", "text", (column) => column.notNull())
      .addColumn("amount", "integer", (column) => column.notNull())
      .addColumn("at", timestampType, (column) => column.notNull())
      .addColumn("booking_id", "integer", sale("bookings"))
      .addColumn("package_id", "integer", sale("client_packages"))
      .addColumn("voucher_id", "integer", sale("vouchers"))
      .addColumn("paid_with_voucher_id", "integer", sale("vouchers"))
      .addColumn("what", "text", (column) => column.notNull())
      .addColumn("document", "text", (column) => column.notNull())
      .addColumn("recorded_by", "text", (column) => column.notNull())
      .addColumn("voided_at", timestampType)
      .execute();
    await db.schema.createIndex("ledger_entries_at").on("ledger_entries").column("at").execute();
    for (const column of ["booking_id", "package_id", "voucher_id", "paid_with_voucher_id"]) {
      await db.schema.createIndex(`ledger_entries_${column}`).on("ledger_entries").column(column).execute();
    }
    // The old columns' payments, as entries (the package's `paid` alone: its sale's day, 10:00 UTC, inside it in Warsaw).
    await sql`insert into ledger_entries (kind, method, amount, at, booking_id, what, document, recorded_by)
      select 'payment', coalesce(payment_method, 'cash'), coalesce(paid_amount, price), paid_at, id, service_name, 'T-' || id, 'system'
      from bookings where paid_at is not null order by paid_at, id`.execute(db);
    // An online order marked paid with no method was paid by a gift voucher at the order.
    await sql`insert into ledger_entries (kind, method, amount, at, package_id, what, document, recorded_by)
      select 'payment', coalesce(payment_method, case when origin = 'online' then 'voucher' else 'cash' end), coalesce(paid_amount, price), coalesce(paid_at, sold_on || 'T10:00:00.000Z'), id, name, 'P-' || id, 'system'
      from client_packages where paid = 1 order by sold_on, id`.execute(db);
    await sql`insert into ledger_entries (kind, method, amount, at, voucher_id, what, document, recorded_by)
      select 'payment', 'transfer', price, paid_at, id, title, 'B-' || id, 'system'
      from vouchers where paid_at is not null order by paid_at, id`.execute(db);
    await db.schema.dropIndex("client_packages_paid_at").execute();
    await db.schema.dropIndex("bookings_paid_at").execute();
    for (const table of ["bookings", "client_packages"]) {
      for (const column of ["paid_at", "paid_amount", "payment_method"]) await db.schema.alterTable(table).dropColumn(column).execute();
    }
    await db.schema.alterTable("client_packages").dropColumn("paid").execute();
  },
  async down(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    for (const table of ["bookings", "client_packages"]) {
      await db.schema.alterTable(table).addColumn("payment_method", "text").execute();
      await db.schema.alterTable(table).addColumn("paid_amount", "integer").execute();
      await db.schema.alterTable(table).addColumn("paid_at", timestampType).execute();
    }
    await db.schema
      .alterTable("client_packages")
      .addColumn("paid", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    // The latest live payment of each sale back into its columns.
    for (const [table, column] of [
      ["bookings", "booking_id"],
      ["client_packages", "package_id"],
    ] as const) {
      await sql`update ${sql.table(table)} set
        payment_method = (select method from ledger_entries e where e.${sql.ref(column)} = ${sql.ref(`${table}.id`)} and e.kind = 'payment' and e.voided_at is null order by e.at desc, e.id desc limit 1),
        paid_amount = (select amount from ledger_entries e where e.${sql.ref(column)} = ${sql.ref(`${table}.id`)} and e.kind = 'payment' and e.voided_at is null order by e.at desc, e.id desc limit 1),
        paid_at = (select at from ledger_entries e where e.${sql.ref(column)} = ${sql.ref(`${table}.id`)} and e.kind = 'payment' and e.voided_at is null order by e.at desc, e.id desc limit 1)`.execute(
        db,
      );
    }
    await sql`update client_packages set paid = 1 where paid_at is not null`.execute(db);
    await db.schema.createIndex("bookings_paid_at").on("bookings").column("paid_at").execute();
    await db.schema.createIndex("client_packages_paid_at").on("client_packages").column("paid_at").execute();
    await db.schema.dropTable("ledger_entries").execute();
  },
};
