import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The waitlist of a full group session (issue 61): an entry may wait for one
// session's seat instead of a day's free time. One entry per mailbox and day
// stays the rule for days; for a session it is one per mailbox and session,
// so someone may wait for both. SQLite cannot drop a table's unique
// constraint: the table is rebuilt with the same rows and ids, its outbox
// rows' links set aside meanwhile (dropping the table would cascade to them).
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

const COLUMNS = "id, day, service_slug, email, mailbox_key, submission_key, created_at, last_told_at, confirmed_at, confirm_hash";

/** SQLite: the table again with the same rows and ids, with or without group_session_id and the old unique constraint. */
async function rebuildSqliteWaitlist(db: Kysely<any>, withGroup: boolean) {
  await sql`create table waitlist_next (
    id integer primary key autoincrement,
    day text not null,
    service_slug text not null,
    email text not null,
    mailbox_key text not null,
    submission_key text not null unique,
    created_at text not null,
    last_told_at text,
    confirmed_at text,
    confirm_hash text,
    ${withGroup ? sql`group_session_id integer references group_sessions (id) on delete cascade` : sql`unique (day, mailbox_key)`}
  )`.execute(db);
  await sql`insert into waitlist_next (${sql.raw(COLUMNS)}) select ${sql.raw(COLUMNS)} from waitlist ${withGroup ? sql`` : sql`where group_session_id is null`}`.execute(
    db,
  );
  await sql`create table outbox_waitlist_links as select id as outbox_id, waitlist_id from outbox where waitlist_id in (select id from waitlist_next)`.execute(
    db,
  );
  await sql`update outbox set waitlist_id = null where waitlist_id is not null`.execute(db);
  await sql`drop table waitlist`.execute(db);
  await sql`alter table waitlist_next rename to waitlist`.execute(db);
  await sql`update outbox set waitlist_id = (select link.waitlist_id from outbox_waitlist_links link where link.outbox_id = outbox.id)
    where id in (select outbox_id from outbox_waitlist_links)`.execute(db);
  await sql`drop table outbox_waitlist_links`.execute(db);
  await db.schema.createIndex("waitlist_day_index").on("waitlist").column("day").execute();
  await db.schema.createIndex("waitlist_confirm_hash_index").on("waitlist").column("confirm_hash").execute();
}

export const groupWaitlistMigration: Migration = {
  async up(db: Kysely<any>) {
    if (dialectOf(db) === "postgres") {
      await sql`alter table waitlist drop constraint waitlist_day_mailbox`.execute(db);
      await db.schema
        .alterTable("waitlist")
        .addColumn("group_session_id", "integer", (column) => column.references("group_sessions.id").onDelete("cascade"))
        .execute();
    } else await rebuildSqliteWaitlist(db, true);
    await sql`create unique index waitlist_day_mailbox on waitlist (day, mailbox_key) where group_session_id is null`.execute(db);
    await sql`create unique index waitlist_session_mailbox on waitlist (group_session_id, mailbox_key) where group_session_id is not null`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (dialectOf(db) === "postgres") {
      await db.deleteFrom("waitlist").where("group_session_id", "is not", null).execute();
      await sql`drop index waitlist_session_mailbox`.execute(db);
      await sql`drop index waitlist_day_mailbox`.execute(db);
      await db.schema.alterTable("waitlist").dropColumn("group_session_id").execute();
      await sql`alter table waitlist add constraint waitlist_day_mailbox unique (day, mailbox_key)`.execute(db);
    } else await rebuildSqliteWaitlist(db, false);
  },
};
