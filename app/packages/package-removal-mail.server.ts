// What the client hears when the trainer removes a package recorded by
// mistake (issue 58): the sale's confirmation waits SALE_MAIL_DELAY_MINUTES,
// so a removal before then withdraws it and the client hears nothing; once
// the client was told of the package (its confirmation sent or being sent,
// or ordered online with a booking's confirmation), the removal is told too.
// Decided inside the removal's transaction: a confirmation the worker has
// already claimed is no longer pending, so it counts as sent.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { env } from "~/env.server";
import { notify } from "~/notifications/index.server";
import type { MailAddresses } from "~/notifications";
import { packageClientMail } from "./package-client-mail.server";
import { formatDate } from "~/scheduling";
import { Temporal } from "temporal-polyfill";
import type { SiteContent } from "~/site-content";
import { packageRemovedLines, packageRemovedSubject } from "./package-mail.messages";

/** What the removal came to for the client: never told of the package, its confirmation withdrawn in time, or told of the removal. */
export type ClientHears = "nothing" | "confirmation-withdrawn" | "told";

export async function retractSale(trx: Transaction<Database>, packageId: number, now: Date): Promise<ClientHears> {
  const withdrawn = await trx
    .updateTable("outbox")
    .set({ status: "skipped", locked_until: null })
    .where("package_id", "=", packageId)
    .where("kind", "=", "package_sold_client")
    .where("status", "=", "pending")
    .executeTakeFirst();
  const pack = await trx
    .selectFrom("client_packages")
    .innerJoin("clients", "clients.id", "client_packages.client_id")
    .select(["client_packages.origin", "clients.email"])
    .where("client_packages.id", "=", packageId)
    .executeTakeFirst();
  const confirmed = await trx
    .selectFrom("outbox")
    .select("id")
    .where("package_id", "=", packageId)
    .where("kind", "=", "package_sold_client")
    .where("status", "in", ["sent", "sending"])
    .executeTakeFirst();
  if (pack?.email && (confirmed || pack.origin === "online")) {
    await notify(trx, { kind: "package_removed_client", recipient: "client", about: { packageId }, dueAt: now });
    return "told";
  }
  return Number(withdrawn.numUpdatedRows) > 0 ? "confirmation-withdrawn" : "nothing";
}

/** The mail as it is when sent, or undefined when the package or its client's address is gone. */
export const composeRemovalMail = (db: Kysely<Database>, packageId: number, site: SiteContent, addresses: MailAddresses = env) =>
  packageClientMail(db, packageId, { site, addresses }, (pack) => ({
    subject: packageRemovedSubject(pack.name),
    lines: packageRemovedLines({ name: pack.name, soldOn: formatDate(Temporal.PlainDate.from(pack.sold_on)) }),
  }));
