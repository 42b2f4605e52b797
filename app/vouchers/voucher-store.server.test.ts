import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { markVoucherPaid, orderVoucher, type VoucherOrder } from "./voucher-store.server";

// Saturday 31 January 2026, 23:30 in Warsaw: the Warsaw day counts, and a month from 31 January ends on 28 February.
const NOW = new Date("2026-01-31T22:30:00.000Z");

const order = (submissionKey: string): VoucherOrder => ({
  voucher: {
    slug: "bon-trening-personalny",
    title: "Bon na trening personalny",
    kind: "session",
    itemSlug: "trening-personalny",
    amount: null,
    price: 150,
    validMonths: 1,
    paysPackages: false,
    paysSeats: false,
    what: "Trening personalny (60 min)",
  },
  buyer: { name: "Łucja Żółtowska", email: "lucja@example.com", phone: "+48 500 000 000" },
  recipientName: "Ania",
  dedication: "Wszystkiego najlepszego!",
  submissionKey,
});

describe.each(DIALECTS)("vouchers on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const messagesOf = (voucherId: number) =>
    test.db.selectFrom("outbox").select(["kind", "recipient"]).where("voucher_id", "=", voucherId).orderBy("id").execute();

  it("are ordered once per submission key, with a code of their own, the buyer and the trainer told", async () => {
    const [first, again] = await Promise.all([orderVoucher(test.db, order("key-1"), NOW), orderVoucher(test.db, order("key-1"), NOW)]);
    expect(again).toBe(first);
    const other = await orderVoucher(test.db, order("key-2"), NOW);
    const rows = await test.db.selectFrom("vouchers").select(["id", "code", "paid_at"]).where("id", "in", [first, other]).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.code).toMatch(/^BON-[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}$/);
    expect(rows[0]!.code).not.toBe(rows[1]!.code);
    expect(rows.every((row) => row.paid_at === null)).toBe(true);
    expect((await messagesOf(first)).map((message) => message.kind).sort()).toEqual(["voucher_ordered_client", "voucher_ordered_trainer"]);
  });

  it("are paid once: valid for their months from the Warsaw day of payment, the PDF's mail recorded once even for two taps at once", async () => {
    const id = await orderVoucher(test.db, order("key-3"), NOW);
    const outcomes = await Promise.all([markVoucherPaid(test.db, id, NOW), markVoucherPaid(test.db, id, NOW)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["already-paid", "paid"]);
    expect(outcomes[0]).toMatchObject({ validUntil: "2026-02-28" });
    const paidMails = (await messagesOf(id)).filter((message) => message.kind === "voucher_paid_client");
    expect(paidMails).toEqual([{ kind: "voucher_paid_client", recipient: "client" }]);
    expect(await markVoucherPaid(test.db, 999_999, NOW)).toEqual({ kind: "not-found" });
  });
});
