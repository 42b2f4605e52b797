// A gift voucher's order as /bon-podarunkowy makes it, for the vouchers'
// server tests: a session's voucher (150 zł), a package's, or an amount's
// worth and costing `amount` zł, with a fresh submission key.
import { randomUUID } from "node:crypto";
import type { VoucherOrder } from "../../app/vouchers/voucher-store.server";

export const BUYER_PHONE = "+48 500 000 000";

export const voucherOrder = (kind: "session" | "amount" | "package", amount = 100): VoucherOrder => ({
  voucher: {
    slug: `bon-${kind}`,
    title: kind === "amount" ? `Bon na ${amount} zł` : "Bon na trening personalny",
    kind,
    itemSlug: kind === "amount" ? null : "trening-personalny",
    amount: kind === "amount" ? amount : null,
    price: kind === "amount" ? amount : 150,
    validMonths: 6,
    paysPackages: false,
    paysSeats: false,
    what: "",
  },
  buyer: { name: "Łucja Żółtowska", email: "lucja@example.com", phone: BUYER_PHONE },
  recipientName: null,
  dedication: null,
  submissionKey: randomUUID(),
});
