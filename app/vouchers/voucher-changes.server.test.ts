import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/index.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { changeVoucherByForm } from "./voucher-change-form.server";
import { changeVoucher } from "./voucher-changes.server";
import { panelVouchers } from "./voucher-panel.server";
import { checkVoucher, redeemVoucher } from "./voucher-redemption.server";
import { markVoucherPaid, orderVoucher } from "./voucher-store.server";
import { BUYER_PHONE, voucherOrder } from "../../tests/support/voucher-order";

const ORDERED = new Date("2026-05-01T10:00:00.000Z");
const NOW = new Date("2026-06-01T10:00:00.000Z");
const LATER = new Date("2026-06-02T10:00:00.000Z");
const SESSION = { slug: "trening-personalny", name: "Trening personalny", price: 150 };

const order = (kind: "session" | "amount") => voucherOrder(kind, 200);

describe.each(DIALECTS)("a voucher's changes on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** A paid voucher (by transfer, "Opłacony") and how the panel shows it now. */
  const paidVoucher = async (kind: "session" | "amount") => {
    const id = await orderVoucher(test.db, order(kind), ORDERED);
    await markVoucherPaid(test.db, id, ORDERED);
    return id;
  };
  const shown = async (id: number) => (await panelVouchers(test.db, NOW)).find((voucher) => voucher.id === id)!;
  const codeOf = async (id: number) => (await test.db.selectFrom("vouchers").select("code").where("id", "=", id).executeTakeFirstOrThrow()).code;
  const refundsOf = (id: number) =>
    test.db
      .selectFrom("ledger_entries")
      .select(["kind", "method", "amount", "recorded_by", "voided_at"])
      .where("voucher_id", "=", id)
      .where("kind", "=", "refund")
      .execute();
  /** A session of `price` booked with the voucher paying `pays` of it, as /rezerwacja books it. */
  let sessions = 0;
  const useVoucher = async (voucherId: number, pays: number) => {
    // Each on a day of its own: a time taken would book nothing.
    const start = Date.parse("2026-06-10T08:00:00.000Z") + sessions++ * 86_400_000;
    const made = await bookSession(
      test.db,
      {
        service: { ...SESSION, price: 0 },
        place: "Studio",
        start,
        end: start + 3_600_000,
        bufferMs: 0,
        name: "Ania",
        email: "ania@example.com",
        phone: BUYER_PHONE,
        notes: "",
        submissionKey: randomUUID(),
      },
      NOW,
      (trx, saved) => redeemVoucher(trx, { voucherId, pays }, { booking: saved, package: null }, NOW),
    );
    expect(made.kind).not.toBe("taken");
  };

  it("cancels a paid 200 zł voucher with 50 zł used once, however often it is sent: 150 zł given back by transfer, the code refused", async () => {
    const id = await paidVoucher("amount");
    await useVoucher(id, 50);
    const before = await shown(id);
    expect(before.refund).toEqual({ owed: 150, method: "transfer", paid: true });
    const cancel = { kind: "cancel", reason: "Kupujący odstąpił od umowy w ciągu 14 dni" } as const;
    const outcomes = await Promise.all([changeVoucher(test.db, id, before.stamp, cancel, NOW), changeVoucher(test.db, id, before.stamp, cancel, NOW)]);
    // The second tap gets the first's answer: nothing is cancelled or given back twice.
    expect(outcomes).toEqual([0, 1].map(() => ({ kind: "cancelled", code: expect.any(String), refund: 150, method: "transfer" })));
    // Another tab, showing the voucher as it was, with a reason of its own: told it was cancelled already.
    expect(await changeVoucher(test.db, id, before.stamp, { kind: "cancel", reason: "Inny powód" }, NOW)).toEqual({ kind: "already-cancelled" });
    expect(await refundsOf(id)).toEqual([{ kind: "refund", method: "transfer", amount: 150, recorded_by: "trainer", voided_at: null }]);
    expect(await checkVoucher(test.db, await codeOf(id), { service: SESSION, ordered: null }, NOW)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Ten bon został anulowany/),
    });
    const after = await shown(id);
    expect(after.state).toBe("cancelled");
    expect(after.history).toEqual([{ on: "1 czerwca 2026", kind: "cancelled", validUntil: null, refund: 150, reason: cancel.reason }]);
  });

  it("gives nothing back for an unpaid order or a used session's voucher: no entry", async () => {
    const unpaid = await orderVoucher(test.db, order("session"), ORDERED);
    const used = await paidVoucher("session");
    await useVoucher(used, 150);
    for (const id of [unpaid, used]) {
      const voucher = await shown(id);
      expect(voucher.refund.owed).toBe(0);
      expect(await changeVoucher(test.db, id, voucher.stamp, { kind: "cancel", reason: "Pomyłka" }, NOW)).toMatchObject({ kind: "cancelled", refund: 0 });
      expect(await refundsOf(id)).toEqual([]);
    }
  });

  it("extends to a later day only, once, and never a cancelled voucher", async () => {
    const id = await paidVoucher("session");
    const voucher = await shown(id);
    // Paid on 1 May for six months: valid to 1 November 2026.
    expect(voucher.extendFrom).toBe("2026-11-02");
    const extend = (until: string, stamp = voucher.stamp) => changeVoucher(test.db, id, stamp, { kind: "extend", reason: "Choroba", until }, NOW);
    expect(await extend("2026-11-01")).toEqual({ kind: "too-early", earliest: "2026-11-02" });
    expect(await extend("2027-02-28")).toMatchObject({ kind: "extended", validUntil: "2027-02-28" });
    // Sent again (a double tap): the same answer, made once.
    expect(await extend("2027-02-28")).toMatchObject({ kind: "extended", validUntil: "2027-02-28" });
    expect(await changeVoucher(test.db, id, voucher.stamp, { kind: "extend", reason: "Inny powód", until: "2027-02-28" }, NOW)).toEqual({
      kind: "already-extended",
    });
    // A tab showing the voucher as it was before: refused, nothing changes.
    expect(await extend("2027-03-31")).toEqual({ kind: "changed" });
    const extended = await shown(id);
    expect(extended.validUntil).toBe("28 lutego 2027");
    expect(extended.history.map((change) => [change.kind, change.validUntil, change.reason])).toEqual([["extended", "2027-02-28", "Choroba"]]);
    // The buyer is sent the voucher again at its new date, once for the double tap.
    const mails = await test.db.selectFrom("outbox").select("kind").where("voucher_id", "=", id).where("kind", "=", "voucher_extended_client").execute();
    expect(mails).toHaveLength(1);
    await changeVoucher(test.db, id, extended.stamp, { kind: "cancel", reason: "Zwrot" }, NOW);
    expect(await extend("2027-03-31", (await shown(id)).stamp)).toEqual({ kind: "not-extendable" });
  });

  it("restores a cancelled voucher: its refund undone in the books, its code working again; a second restore changes nothing", async () => {
    const id = await paidVoucher("amount");
    const cancelled = await changeVoucher(test.db, id, (await shown(id)).stamp, { kind: "cancel", reason: "Odstąpienie" }, NOW);
    expect(cancelled).toMatchObject({ kind: "cancelled", refund: 200 });
    const stamp = (await shown(id)).stamp;
    const outcomes = await Promise.all([
      changeVoucher(test.db, id, stamp, { kind: "restore", reason: "Anulowany przez pomyłkę" }, LATER),
      changeVoucher(test.db, id, stamp, { kind: "restore", reason: "Anulowany przez pomyłkę" }, LATER),
    ]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["restored", "restored"]);
    expect(await changeVoucher(test.db, id, stamp, { kind: "restore", reason: "Inny powód" }, LATER)).toEqual({ kind: "not-cancelled" });
    expect(await refundsOf(id)).toEqual([{ kind: "refund", method: "transfer", amount: 200, recorded_by: "trainer", voided_at: LATER.toISOString() }]);
    expect(await checkVoucher(test.db, await codeOf(id), { service: SESSION, ordered: null }, NOW)).toMatchObject({ ok: true, pays: 150 });
    const restored = await shown(id);
    expect(restored.state).toBe("paid");
    expect(restored.refund.owed).toBe(200);
    expect(restored.history.map((change) => `${change.on} ${change.kind}: ${change.reason}`)).toEqual([
      "1 czerwca 2026 cancelled: Odstąpienie",
      "2 czerwca 2026 restored: Anulowany przez pomyłkę",
    ]);
  });

  it("refuses a form without a reason or with no real date, keeping what was typed", async () => {
    const id = await paidVoucher("session");
    const { stamp } = await shown(id);
    const form = (fields: Record<string, string>) => changeVoucherByForm(new URLSearchParams({ id: String(id), seen: stamp, ...fields }), test.db, NOW);
    expect(await form({ intent: "cancel", reason: " " })).toMatchObject({
      kind: "refused",
      problem: { id, intent: "cancel", message: expect.stringMatching(/^Wpisz powód/) },
    });
    expect(await form({ intent: "extend", reason: "Choroba", until: "2027-02-30" })).toMatchObject({
      kind: "refused",
      problem: { message: "Wybierz nową datę ważności.", values: { reason: "Choroba", until: "2027-02-30" } },
    });
    expect(await form({ intent: "extend", reason: "Choroba", until: "2026-06-01" })).toMatchObject({
      kind: "refused",
      problem: { message: expect.stringMatching(/^Wybierz 2\slistopada 2026 lub później/) },
    });
    expect(await form({ intent: "extend", reason: "Choroba", until: "2027-01-15" })).toEqual({
      kind: "done",
      toast: expect.stringMatching(/ważny do 15 stycznia 2027\. Kupujący dostanie e-mailem bon w PDF z nową datą\.$/),
    });
  });
});
