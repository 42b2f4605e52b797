// The trainer's sale on /admin/bony on both databases: a buyer with an e-mail
// gets the contract confirmed (paid at once: one mail with the voucher's
// facts, its own withdrawal text, the PDF and the terms; to be paid: the
// order's mail, with the same withdrawal text); one without is mailed nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveContent } from "~/site-content";
import { initialContent } from "~/site-content/live-content.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { composeOrderedMail, voucherById } from "./voucher-mail.server";
import { composeSoldMail } from "./voucher-sold-mail.server";
import { sellVoucher } from "./voucher-sale.server";
import { markVoucherPaid } from "./voucher-store.server";

// Saturday 31 January 2026, 23:30 in Warsaw: paid on the Warsaw day 31 January, valid six months to 31 July.
const NOW = new Date("2026-01-31T22:30:00.000Z");
const content = resolveContent(initialContent());
const ADDRESSES = { MAIL_FROM: { name: "Strona", address: "no-reply@trener.example" }, CONTACT_TO: undefined, SITE_URL: "https://trener.example" };

const form = (fields: Record<string, string>) =>
  new URLSearchParams({ intent: "sell", voucher: "bon-trening-personalny", name: "Zenon Dzwoniący", phone: "600 700 800", email: "", paid: "", ...fields });

describe.each(DIALECTS)("a voucher sold in the panel on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const sell = async (fields: Record<string, string>) => {
    const sale = await sellVoucher(form(fields), test.db, content, NOW);
    if (sale.kind !== "sold") throw new Error(JSON.stringify(sale));
    const row = await test.db.selectFrom("vouchers").selectAll().where("code", "=", sale.code).executeTakeFirstOrThrow();
    const messages = await test.db.selectFrom("outbox").select("kind").where("voucher_id", "=", row.id).execute();
    return { sale, row, kinds: messages.map((message) => message.kind) };
  };

  it("paid at once to a buyer with an e-mail: one confirmation with the code, what it pays, price, validity, payment, the voucher's withdrawal, PDF and terms", async () => {
    const { sale, row, kinds } = await sell({ email: "zenon@example.com", paid: "blik", submissionKey: `sold-paid-${dialect}-0001` });
    expect(sale).toMatchObject({ mailed: true, validUntil: "2026-07-31" });
    expect(kinds).toEqual(["voucher_sold_client"]);
    const voucher = (await voucherById(test.db, row.id))!;
    const mail = await composeSoldMail(
      test.db,
      { ...voucher, valid_until: voucher.valid_until!, paid_at: voucher.paid_at! },
      "Trening personalny (60 min)",
      content,
      ADDRESSES,
    );
    const text = String(mail.text);
    expect(mail.to).toBe("zenon@example.com");
    for (const fact of [
      row.code,
      "Trening personalny (60 min)",
      "150",
      "Ważny do 31 lipca 2026 r. (6 miesięcy od dnia zapłaty)",
      "opłacony 31 stycznia 2026: BLIK",
    ])
      expect(text).toContain(fact);
    expect(text).toMatch(/Od umowy o bon podarunkowy możesz odstąpić/);
    expect(text).toMatch(/Kod bonu zostanie wtedy anulowany/);
    expect(text).not.toMatch(/pakiet treningów możesz odstąpić/);
    expect(text).toContain("https://trener.example/regulamin");
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`bon-podarunkowy-${row.code}.pdf`, "regulamin.html"]);
  });

  it("to be paid by a buyer with an e-mail: the order's mail with how to pay and the voucher's withdrawal, not the package's", async () => {
    const { sale, row, kinds } = await sell({ email: "irena@example.com", submissionKey: `sold-due-${dialect}-00001` });
    expect(sale).toMatchObject({ mailed: true, validUntil: null });
    expect(kinds).toEqual(["voucher_ordered_client"]);
    const text = String((await composeOrderedMail(test.db, row, content, ADDRESSES)).text);
    expect(text).toContain("Od umowy o bon podarunkowy możesz odstąpić");
    expect(text).not.toContain("Od umowy o pakiet treningów");
  });

  it("to a buyer with no e-mail: stored with none, nothing mailed, paid or not, and later marked paid without a mail either", async () => {
    const paid = await sell({ paid: "cash", submissionKey: `sold-desk-${dialect}-00001` });
    expect(paid.sale).toMatchObject({ mailed: false, validUntil: "2026-07-31" });
    expect(paid.row).toMatchObject({ buyer_email: "", buyer_name: "Zenon Dzwoniący" });
    expect(paid.kinds).toEqual([]);
    const due = await sell({ submissionKey: `sold-desk-${dialect}-00002` });
    expect(due.sale).toMatchObject({ mailed: false, validUntil: null });
    expect(due.kinds).toEqual([]);
    expect(await markVoucherPaid(test.db, due.row.id, NOW)).toMatchObject({ kind: "paid" });
    expect(await test.db.selectFrom("outbox").select("kind").where("voucher_id", "=", due.row.id).execute()).toEqual([]);
  });

  it("refuses a mistyped e-mail, which is not taken for none", async () => {
    const sale = await sellVoucher(form({ email: "zenon@example", submissionKey: `sold-bad-${dialect}-000001` }), test.db, content, NOW);
    expect(sale).toMatchObject({ kind: "invalid" });
  });
});
