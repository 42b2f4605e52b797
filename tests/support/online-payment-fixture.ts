// What the tests of online payments share: a voucher's order, the site's
// notification address served on 127.0.0.1 over a test database, and what a
// voucher's payment left behind (the attempt, the voucher, the ledger, the mails).
import express from "express";
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { PaymentProvider } from "~/online-payments/index.server";
import { handlePaymentNotification } from "~/online-payments/payment-notification.server";
import { PAID_SALES } from "~/routes/paid-sales.server";
import { orderVoucher, type VoucherOrder } from "~/vouchers/voucher-store.server";
import { serveExpress } from "./serve-express";

const quiet = { warn: () => {}, info: () => {} };

export const voucherOrder = (submissionKey: string): VoucherOrder => ({
  voucher: {
    slug: "bon-trening-personalny",
    title: "Bon na trening personalny",
    kind: "session",
    itemSlug: "trening-personalny",
    amount: null,
    price: 150,
    validMonths: 3,
    paysPackages: false,
    paysSeats: false,
    what: "Trening personalny (60 min)",
  },
  buyer: { name: "Łucja Żółtowska", email: "lucja@example.com", phone: "+48 500 000 000" },
  recipientName: null,
  dedication: null,
  submissionKey,
});

export const orderVoucherAt = (db: Kysely<Database>, key: string, at: Date) => orderVoucher(db, voucherOrder(key), at);

/** The site's /platnosci/{provider}, on 127.0.0.1, handling each notification with the provider and clock the test gives. */
export async function notificationSite(db: Kysely<Database>, provider: () => PaymentProvider, clock: () => Date) {
  const app = express();
  app.post("/platnosci/:provider", express.text({ type: "*/*", limit: "64kb" }), async (req, res) => {
    const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])));
    const request = new Request(`http://127.0.0.1${req.originalUrl}`, { method: "POST", headers, body: typeof req.body === "string" ? req.body : "" });
    const answer = await handlePaymentNotification(db, provider(), request, { now: clock(), sales: PAID_SALES, log: quiet });
    res.status(answer.status).end();
  });
  return serveExpress(app);
}

/** What a voucher's online payment left: the attempt's state, the voucher's payment, the ledger's entries and the PDF mails. */
export async function voucherPaymentState(db: Kysely<Database>, id: number, session: string) {
  return {
    payment: (await db.selectFrom("online_payments").select("state").where("session_id", "=", session).executeTakeFirstOrThrow()).state,
    paidAt: (await db.selectFrom("vouchers").select("paid_at").where("id", "=", id).executeTakeFirstOrThrow()).paid_at,
    entries: await db.selectFrom("ledger_entries").select(["method", "amount", "recorded_by"]).where("voucher_id", "=", id).execute(),
    mails: (await db.selectFrom("outbox").select("kind").where("voucher_id", "=", id).where("kind", "=", "voucher_paid_client").execute()).length,
  };
}

export const UNPAID = { payment: "pending", paidAt: null, entries: [], mails: 0 };
