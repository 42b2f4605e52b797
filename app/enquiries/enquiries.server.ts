import { sql, type Kysely, type Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { notify } from "~/notifications/index.server";
import { groupCommit } from "~/enquiries/group-commit.server";
import { savedWithKey } from "~/forms/index.server";

/** A validated enquiry from the contact form. */
export type EnquiryInput = {
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  message: string;
};

export type SaveEnquiryOptions = {
  /** The rendered form's idempotency key: a repeated POST with it saves nothing new. */
  submissionKey: string;
  /** Suspected spam is kept (a false positive is never lost) but mails nobody. */
  spam: boolean;
  /** Also mail the visitor an acknowledgement (SEND_ACKNOWLEDGEMENT). */
  acknowledge: boolean;
};

export type SavedEnquiry = { id: number; created: boolean };

type PendingEnquiry = { input: EnquiryInput; options: SaveEnquiryOptions };

// One group commit per database handle (the app has one; tests open several).
const savers = new WeakMap<Kysely<Database>, (pending: PendingEnquiry) => Promise<SavedEnquiry>>();

/**
 * Stores an enquiry and the mail it owes in one transaction, so that a
 * committed enquiry always has its outbox row, and resolves once that is
 * committed. Enquiries sent at the same moment share the transaction (see
 * group-commit.server.ts). Returns `created: false` with the first enquiry's
 * id when the submission key was seen before, including when two requests
 * with one key race (the unique key decides, no error).
 */
export function saveEnquiry(db: Kysely<Database>, input: EnquiryInput, options: SaveEnquiryOptions): Promise<SavedEnquiry> {
  let save = savers.get(db);
  if (!save) {
    save = groupCommit((batch: PendingEnquiry[]) =>
      db.transaction().execute(async (trx) => {
        const saved: SavedEnquiry[] = [];
        for (const pending of batch) saved.push(await writeEnquiry(trx, pending.input, pending.options));
        return saved;
      }),
    );
    savers.set(db, save);
  }
  return save({ input, options });
}

async function writeEnquiry(trx: Transaction<Database>, input: EnquiryInput, { submissionKey, spam, acknowledge }: SaveEnquiryOptions): Promise<SavedEnquiry> {
  const now = timestamp();
  const inserted = await trx
    .insertInto("enquiries")
    .values({
      created_at: now,
      name: input.name,
      email: input.email,
      phone: input.phone,
      service: input.service,
      message: input.message,
      status: spam ? "spam" : "new",
      note: null,
      submission_key: submissionKey,
    })
    .onConflict((conflict) => conflict.column("submission_key").doNothing())
    .returning("id")
    .executeTakeFirst();

  if (!inserted) return { id: (await savedWithKey(trx, "enquiries", submissionKey))!, created: false };

  if (!spam) {
    const about = { enquiryId: inserted.id };
    const dueAt = new Date(now);
    await notify(trx, { kind: "notify_trainer", recipient: "trainer", about, dueAt });
    if (acknowledge) await notify(trx, { kind: "acknowledge_visitor", recipient: "client", about, dueAt });
  }
  return { id: inserted.id, created: true };
}

/** Every enquiry from one address, whatever the letters' case (a client's erasure); returns how many. */
export async function eraseEnquiriesOf(db: Kysely<Database>, email: string): Promise<number> {
  const result = await db
    .deleteFrom("enquiries")
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
