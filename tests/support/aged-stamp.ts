// A form's tokens as a person sends them after taking their time over the
// form, without the test waiting: the stamp issued MIN_FILL_MS before the
// server issued it, signed with the server's own secret. The server checks
// it against its real clock like any other; the test saves the wait, not the
// check. Shared by the browser tests (tests/e2e/site.ts) and the unit tests
// that run the server as a process.
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/database.server";
import { checkStamp, issueStamp, MIN_FILL_MS, STAMP_SECRET_NAME } from "../../app/forms/form-stamp.server";

export type FormTokens = { submissionKey: string; stamp: string };

/** The secret a server signs its form stamps with, read from its database (created with the first form it renders). */
async function stampSecret(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", STAMP_SECRET_NAME).executeTakeFirst();
  if (!row) throw new Error("the server's database has no form stamp secret yet: the server signs none until it renders a form");
  return row.value;
}

/** `tokens` past the time trap of the server whose database is `db`; a stamp it would refuse (forged, expired) stays as it is. */
export async function agedTokens(db: Kysely<Database>, tokens: FormTokens): Promise<FormTokens> {
  const secret = await stampSecret(db);
  if (!checkStamp(secret, tokens.submissionKey, tokens.stamp).ok) return tokens;
  const issuedAt = Number(tokens.stamp.split(".")[0]);
  return { ...tokens, stamp: issueStamp(secret, tokens.submissionKey, issuedAt - MIN_FILL_MS) };
}
