// The client's confirmation of a withdrawal from a package, composed at send
// time from the books: what stays to pay (the order's line) and each refund
// as the ledger has it, by the way it came. "Odpowiedz" writes to the trainer.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { env } from "~/env.server";
import { renderBlocks, withClientPageLink, type EmailMessage, type MailAddresses } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { usesOf } from "./package-views.server";
import { withdrawnLines, withdrawnSubject } from "./package-withdrawal.messages";

export async function composeWithdrawalMail(
  db: Kysely<Database>,
  packageId: number,
  site: SiteContent,
  addresses: MailAddresses = env,
): Promise<EmailMessage | undefined> {
  const pack = await db
    .selectFrom("client_packages")
    .innerJoin("clients", "clients.id", "client_packages.client_id")
    .select(["client_packages.name", "client_packages.sold_on", "clients.email"])
    .where("client_packages.id", "=", packageId)
    .executeTakeFirst();
  if (!pack?.email) return undefined;
  const [line, refunds, used] = await Promise.all([
    db.selectFrom("order_lines").select("amount").where("package_id", "=", packageId).executeTakeFirst(),
    db
      .selectFrom("ledger_entries")
      .select(["method", "amount"])
      .where("package_id", "=", packageId)
      .where("kind", "=", "refund")
      .where("voided_at", "is", null)
      .orderBy("id")
      .execute(),
    usesOf(db, [packageId]),
  ]);
  const subject = withdrawnSubject(pack.name);
  const lines = withdrawnLines({
    name: pack.name,
    soldOn: pack.sold_on,
    due: Number(line?.amount ?? 0),
    used: used.get(packageId) ?? 0,
    refunds: refunds.map((refund) => ({ method: refund.method, amount: Number(refund.amount) })),
  });
  return {
    from: addresses.MAIL_FROM,
    to: pack.email,
    replyTo: addresses.CONTACT_TO ?? site.business.email,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    ...renderBlocks(
      subject,
      withClientPageLink(
        lines.map((p) => ({ p })),
        addresses.SITE_URL,
      ),
    ),
  };
}
