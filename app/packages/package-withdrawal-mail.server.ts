// The client's confirmation of a withdrawal from a package, composed at send
// time from the books: what stays to pay (the order's line) and each refund
// as the ledger has it, by the way it came.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { env } from "~/env.server";
import type { MailAddresses } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { packageClientMail } from "./package-client-mail.server";
import { usesOf } from "./package-views.server";
import { withdrawnLines, withdrawnSubject } from "./package-withdrawal.messages";

export const composeWithdrawalMail = (db: Kysely<Database>, packageId: number, site: SiteContent, addresses: MailAddresses = env) =>
  packageClientMail(db, packageId, { site, addresses }, async (pack) => {
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
    return {
      subject: withdrawnSubject(pack.name),
      lines: withdrawnLines({
        name: pack.name,
        soldOn: pack.sold_on,
        due: Number(line?.amount ?? 0),
        used: used.get(packageId) ?? 0,
        refunds: refunds.map((refund) => ({ method: refund.method, amount: Number(refund.amount) })),
      }),
    };
  });
