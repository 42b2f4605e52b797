// What the privacy policy promises for packages: a package is erased
// RETENTION_MONTHS after its last valid day (the sessions it counted stay
// as long, so its balance never goes back up).
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { Database } from "~/db/database.server";
import { validUntil } from "~/packages/package-balance";
import { warsawDate } from "~/scheduling";

/** Erases the packages whose last valid day (counted from the sale when no session started them) is before `before`. */
export async function erasePackagesEndedBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const cutoff = warsawDate(before);
  const packages = await db.selectFrom("client_packages").select(["id", "starts_on", "sold_on", "valid_weeks"]).execute();
  const ended = packages
    .filter((pack) => Temporal.PlainDate.compare(validUntil({ starts_on: pack.starts_on ?? pack.sold_on, valid_weeks: pack.valid_weeks })!, cutoff) < 0)
    .map((pack) => pack.id);
  if (!ended.length) return 0;
  const result = await db.deleteFrom("client_packages").where("id", "in", ended).executeTakeFirst();
  return Number(result.numDeletedRows);
}
