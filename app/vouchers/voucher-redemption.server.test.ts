import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession, changeBooking } from "~/bookings/index.server";
import { voucherUses } from "~/ledger/index.server";
import { netPaid } from "~/ledger";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { checkVoucher, isVoucherTaken, redeemVoucher } from "./voucher-redemption.server";
import { markVoucherPaid, orderVoucher } from "./voucher-store.server";
import { BUYER_PHONE as PHONE, voucherOrder } from "../../tests/support/voucher-order";

const HOUR = 3_600_000;
const ORDERED = new Date("2026-05-01T10:00:00.000Z");
const NOW = new Date("2026-06-01T10:00:00.000Z");
const SESSION = { slug: "trening-personalny", name: "Trening personalny", price: 150 };
const forSession = (service: typeof SESSION) => ({ service, ordered: null });

describe.each(DIALECTS)("redeeming a voucher on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const paidVoucher = async (kind: "session" | "amount" | "package" = "session", paidAt = ORDERED) => {
    const id = await orderVoucher(test.db, voucherOrder(kind), ORDERED);
    await markVoucherPaid(test.db, id, paidAt);
    return test.db.selectFrom("vouchers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  };
  /** A booking made with the voucher taken in its transaction, as /rezerwacja's action makes it. */
  const bookWith = (voucherId: number, start: number) =>
    bookSession(
      test.db,
      {
        service: { ...SESSION, price: 0 },
        place: "Studio",
        start,
        end: start + HOUR,
        bufferMs: 0,
        name: "Ania",
        email: "ania@example.com",
        phone: PHONE,
        notes: "",
        submissionKey: randomUUID(),
      },
      NOW,
      (trx, saved) => redeemVoucher(trx, { voucherId, pays: SESSION.price }, { booking: saved, package: null }, NOW),
    );

  it("books once when two tabs use one code at once: the other booking is rolled back and told so", async () => {
    const voucher = await paidVoucher();
    const check = await checkVoucher(test.db, voucher.code.toLowerCase().replace(/-/g, " "), forSession(SESSION), NOW);
    expect(check).toEqual({
      ok: true,
      voucherId: voucher.id,
      code: voucher.code,
      title: voucher.title,
      price: 0,
      pays: SESSION.price,
      deducted: null,
      packageSlug: null,
      paysOrdered: false,
    });
    const start = Date.parse("2026-06-10T08:00:00.000Z");
    const outcomes = await Promise.allSettled([bookWith(voucher.id, start), bookWith(voucher.id, start + 2 * HOUR)]);
    const booked = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(booked).toHaveLength(1);
    expect(refused.map((outcome) => isVoucherTaken(outcome.reason))).toEqual([true]);
    const bookings = await test.db.selectFrom("bookings").select("id").where("email", "=", "ania@example.com").execute();
    expect(bookings).toHaveLength(1);
    const used = await test.db.selectFrom("vouchers").select(["redeemed_at", "redeemed_booking_id"]).where("id", "=", voucher.id).executeTakeFirstOrThrow();
    expect(used).toEqual({ redeemed_at: NOW.toISOString(), redeemed_booking_id: bookings[0]!.id });
    expect(await checkVoucher(test.db, voucher.code, forSession(SESSION), NOW)).toEqual({ ok: false, message: "Ten bon został już wykorzystany." });
  });

  it("refuses an expired code with its date, an unknown or unpaid one, and another service's; takes a package's for its first session", async () => {
    const expired = await paidVoucher("session", new Date("2025-11-30T10:00:00.000Z"));
    expect(await checkVoucher(test.db, expired.code, forSession(SESSION), NOW)).toEqual({ ok: false, message: "Bon był ważny do 30 maja 2026 r." });
    await expect(
      test.db
        .transaction()
        .execute((trx) =>
          redeemVoucher(trx, { voucherId: expired.id, pays: SESSION.price }, { booking: { id: 1, service_name: SESSION.name }, package: null }, NOW),
        ),
    ).rejects.toSatisfy(isVoucherTaken);
    expect(await checkVoucher(test.db, "BON-2222-2222", forSession(SESSION), NOW)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Nie ma bonu o takim kodzie/),
    });
    expect(await checkVoucher(test.db, "BON-0000-OOOO", forSession(SESSION), NOW)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Nie ma bonu o takim kodzie/),
    });
    const unpaid = await orderVoucher(test.db, voucherOrder("session"), ORDERED);
    const { code } = await test.db.selectFrom("vouchers").select("code").where("id", "=", unpaid).executeTakeFirstOrThrow();
    expect(await checkVoucher(test.db, code, forSession(SESSION), NOW)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nie jest jeszcze opłacony/),
    });
    const session = await paidVoucher();
    expect(await checkVoucher(test.db, session.code, forSession({ ...SESSION, slug: "konsultacja" }), NOW)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Ten bon jest na: Bon na trening personalny/),
    });
    const pack = await paidVoucher("package");
    // A package's voucher books the package's first session at its price: the package pays for it.
    expect(await checkVoucher(test.db, pack.code, forSession(SESSION), NOW)).toMatchObject({
      ok: true,
      price: SESSION.price,
      deducted: null,
      packageSlug: "trening-personalny",
    });
  });

  it("keeps on an amount's voucher what a session did not take, and gets back what a cancelled session took", async () => {
    const id = await orderVoucher(test.db, voucherOrder("amount", 200), ORDERED);
    await markVoucherPaid(test.db, id, ORDERED);
    const { code } = await test.db.selectFrom("vouchers").select("code").where("id", "=", id).executeTakeFirstOrThrow();
    const book = async (start: number) => {
      const check = await checkVoucher(test.db, code, forSession(SESSION), NOW);
      if (!check.ok) throw new Error(check.message);
      const made = await bookSession(
        test.db,
        {
          service: { ...SESSION, price: check.price },
          place: "Studio",
          start,
          end: start + HOUR,
          bufferMs: 0,
          name: "Ola",
          email: "ola@example.com",
          phone: PHONE,
          notes: "",
          submissionKey: randomUUID(),
        },
        NOW,
        (trx, saved) => redeemVoucher(trx, check, { booking: saved, package: null }, NOW),
      );
      if (made.kind === "taken") throw new Error("not booked");
      return { booking: made.booking, check };
    };
    const first = await book(Date.parse("2026-06-15T08:00:00.000Z"));
    expect(first.check).toMatchObject({ price: 0, pays: 150 });
    const second = await book(Date.parse("2026-06-16T08:00:00.000Z"));
    // 50 zł were left: the second session costs 100 zł more, and the voucher is used up.
    expect(second.check).toMatchObject({ price: 100, pays: 50, deducted: 50 });
    expect(await checkVoucher(test.db, code, forSession(SESSION), NOW)).toEqual({ ok: false, message: "Ten bon został już wykorzystany." });

    expect(await changeBooking(test.db, first.booking.id, { kind: "cancel", by: "trainer", message: "Choroba." }, { now: NOW })).toMatchObject({ ok: true });
    expect(await checkVoucher(test.db, code, forSession(SESSION), NOW)).toMatchObject({ ok: true, price: 0, pays: 150 });
    expect(netPaid((await voucherUses(test.db, [id])).get(id)!)).toBe(50);
  });

  it("deducts an amount from the price, never below nothing", async () => {
    const amount = await paidVoucher("amount");
    expect(await checkVoucher(test.db, amount.code, forSession(SESSION), NOW)).toMatchObject({ ok: true, price: 50, deducted: 100 });
    expect(await checkVoucher(test.db, amount.code, forSession({ ...SESSION, price: 80 }), NOW)).toMatchObject({ ok: true, price: 0 });
  });

  it("is not spent on a service that costs nothing (the free consultation), whatever its kind", async () => {
    for (const kind of ["amount", "session", "package"] as const) {
      const voucher = await paidVoucher(kind);
      expect(await checkVoucher(test.db, voucher.code, forSession({ ...SESSION, price: 0 }), NOW)).toEqual({
        ok: false,
        message: "Ta usługa jest bezpłatna, więc bon nie jest potrzebny. Zarezerwuj ją bez kodu, a bon zostaw na płatny trening.",
      });
    }
  });

  it("pays seats at a group session only with an amount's voucher sold to pay them, up to what is left on it", async () => {
    const seats = { service: { ...SESSION, price: 120 }, ordered: null, forSeat: true };
    const refused = { ok: false, message: expect.stringContaining("Ten bon nie opłaca miejsc na zajęciach") };
    expect(await checkVoucher(test.db, (await paidVoucher("session")).code, seats, NOW)).toEqual(refused);
    expect(await checkVoucher(test.db, (await paidVoucher("amount")).code, seats, NOW)).toEqual(refused);
    const order = voucherOrder("amount", 100);
    const id = await orderVoucher(test.db, { ...order, voucher: { ...order.voucher, paysSeats: true } }, ORDERED);
    await markVoucherPaid(test.db, id, ORDERED);
    const { code } = await test.db.selectFrom("vouchers").select("code").where("id", "=", id).executeTakeFirstOrThrow();
    expect(await checkVoucher(test.db, code, seats, NOW)).toMatchObject({ ok: true, voucherId: id, pays: 100, price: 20, deducted: 100 });
    // The same voucher still pays a single session, as every amount's voucher does.
    expect(await checkVoucher(test.db, code, forSession(SESSION), NOW)).toMatchObject({ ok: true, pays: 100, price: 50 });
  });
});
