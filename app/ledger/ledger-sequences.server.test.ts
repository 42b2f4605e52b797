// Issue 79's property over the real modules and a real database: for any
// sequence of sessions sold (some paid by a 200 zł voucher, as far as it
// goes), money paid and undone, refunds and cancellations by the trainer,
// each session's balance is its price less its entries, and its order's is
// its lines less its entries (nothing owed once cancelled), the voucher's balance
// stays between nothing and its value (and is what the model says), and each
// month's books are the sum of the ledger's entries in that month.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession, changeBooking } from "~/bookings/index.server";
import { monthEntries } from "~/payments/index.server";
import { markVoucherPaid, orderVoucher, voucherSeam } from "~/vouchers/index.server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { balanceOf, netPaid, signedAmount, type EntryFacts } from "./ledger";
import { orderBalances, recordEntry, voidPayments, voucherUses } from "./index.server";

const DAY = 86_400_000;
const START = Date.parse("2026-01-05T09:00:00.000Z");
const VALUE = 200;

type Step =
  | { kind: "sell"; price: number; withVoucher: boolean }
  | { kind: "pay"; sale: number; method: "cash" | "transfer" | "blik" }
  | { kind: "undo"; sale: number }
  | { kind: "refund"; sale: number }
  | { kind: "cancel"; sale: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("sell" as const), price: fc.integer({ min: 5, max: 30 }).map((tens) => tens * 10), withVoucher: fc.boolean() }),
  fc.record({ kind: fc.constant("pay" as const), sale: fc.nat(), method: fc.constantFrom("cash" as const, "transfer" as const, "blik" as const) }),
  fc.record({ kind: fc.constant("undo" as const), sale: fc.nat() }),
  fc.record({ kind: fc.constant("refund" as const), sale: fc.nat() }),
  fc.record({ kind: fc.constant("cancel" as const), sale: fc.nat() }),
);

/** The model's session: its price, what the voucher took of it, the money in and out. */
type Modelled = { id: number; price: number; fromVoucher: number; money: number; cancelled: boolean; refunded: boolean };

describe("the ledger over any sequence of sales, payments, refunds, voucher uses and cancellations", () => {
  let test: TestDatabase;
  let runs = 0;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
  });
  afterAll(() => test.drop());

  async function paidVoucher(at: Date) {
    const id = await orderVoucher(
      test.db,
      {
        voucher: {
          slug: "bon-200",
          title: "Bon na 200 zł",
          kind: "amount",
          itemSlug: null,
          amount: VALUE,
          price: VALUE,
          validMonths: 24,
          paysPackages: false,
          paysSeats: false,
          what: "",
        },
        buyer: { name: "Jan Kupujący", email: "jan@example.com", phone: "+48 600 100 200" },
        recipientName: null,
        dedication: null,
        submissionKey: randomUUID(),
      },
      at,
    );
    await markVoucherPaid(test.db, id, at);
    return test.db.selectFrom("vouchers").select(["id", "code"]).where("id", "=", id).executeTakeFirstOrThrow();
  }

  const entriesOf = async (column: "booking_id" | "paid_with_voucher_id", id: number): Promise<EntryFacts[]> =>
    (await test.db.selectFrom("ledger_entries").select(["kind", "method", "amount", "at", "voided_at"]).where(column, "=", id).execute()).map((row) => ({
      kind: row.kind,
      method: row.method,
      amount: Number(row.amount),
      at: row.at,
      voidedAt: row.voided_at,
    }));

  it("keeps every balance and every month's books true", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const base = START + runs++ * 400 * DAY;
        const voucher = await paidVoucher(new Date(base - DAY));
        const sold: Modelled[] = [];
        let left = VALUE;
        for (const [index, next] of steps.entries()) {
          // Each step a few days after the last, so that the entries fall in several months.
          const now = new Date(base + index * 9 * DAY);
          const sale = next.kind === "sell" ? undefined : sold[next.sale % Math.max(sold.length, 1)];
          if (next.kind === "sell") {
            const service = { slug: "trening", name: "Trening", price: next.price };
            const use = next.withVoucher ? await voucherSeam.check(test.db, voucher.code, { service, ordered: null }, now) : null;
            const taken = use?.ok ? use : null;
            const made = await bookSession(
              test.db,
              {
                service: { ...service, price: taken ? taken.price : next.price },
                place: "Studio",
                start: now.getTime() + 30 * DAY,
                end: now.getTime() + 30 * DAY + 3_600_000,
                bufferMs: 0,
                name: "Ola",
                email: "ola@example.com",
                phone: "+48 600 100 300",
                notes: "",
                submissionKey: randomUUID(),
              },
              now,
              taken ? (trx, saved) => voucherSeam.redeem(trx, taken, { booking: saved, package: null }, now) : undefined,
            );
            if (made.kind === "taken") throw new Error("each session at a time of its own");
            const fromVoucher = taken ? Math.min(left, next.price) : 0;
            left -= fromVoucher;
            sold.push({ id: made.booking.id, price: next.price, fromVoucher, money: 0, cancelled: false, refunded: false });
          } else if (!sale) {
            continue;
          } else if (next.kind === "pay" && sale.money === 0 && !sale.refunded && sale.price - sale.fromVoucher > 0) {
            const amount = sale.price - sale.fromVoucher;
            await test.db
              .transaction()
              .execute((trx) =>
                recordEntry(trx, { kind: "booking", id: sale.id }, { kind: "payment", method: next.method, amount, at: now, what: "Trening", by: "trainer" }),
              );
            sale.money = amount;
          } else if (next.kind === "undo" && sale.money > 0) {
            await test.db.transaction().execute((trx) => voidPayments(trx, { kind: "booking", id: sale.id }, now));
            sale.money = 0;
          } else if (next.kind === "refund" && sale.money > 0) {
            await test.db
              .transaction()
              .execute((trx) =>
                recordEntry(
                  trx,
                  { kind: "booking", id: sale.id },
                  { kind: "refund", method: "cash", amount: sale.money, at: now, what: "Trening", by: "trainer" },
                ),
              );
            sale.money = 0;
            // A refund closes the sale's money ("Cofnij opłacenie" undoes every payment of a sale, refunded ones too).
            sale.refunded = true;
          } else if (next.kind === "cancel" && !sale.cancelled) {
            expect(await changeBooking(test.db, sale.id, { kind: "cancel", by: "trainer", message: "Choroba." }, { now })).toMatchObject({ ok: true });
            // What the voucher paid goes back on it.
            left += sale.fromVoucher;
            sale.fromVoucher = 0;
            sale.cancelled = true;
          }
        }

        const uses = (await voucherUses(test.db, [voucher.id])).get(voucher.id) ?? [];
        const balance = balanceOf(VALUE, uses);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBeLessThanOrEqual(VALUE);
        expect(balance).toBe(left);
        for (const sale of sold) {
          // The session's line is its price; what is owed is the price less every entry that counts against it.
          const entries = await entriesOf("booking_id", sale.id);
          expect(balanceOf(sale.price, entries)).toBe(sale.price - sale.fromVoucher - sale.money);
        }
        // Each order's balance, its lines less its entries: a cancelled session owes nothing, and what was paid for it is the client's.
        const orders = await test.db
          .selectFrom("order_lines")
          .select(["booking_id", "order_id"])
          .where("booking_id", "in", sold.length ? sold.map((sale) => sale.id) : [0])
          .execute();
        const balances = await orderBalances(
          test.db,
          orders.map((line) => line.order_id),
        );
        for (const sale of sold) {
          const order = orders.find((line) => line.booking_id === sale.id)!.order_id;
          expect(balances.get(order)).toBe(sale.cancelled ? 0 - sale.money : sale.price - sale.fromVoucher - sale.money);
        }
        // This run's entries (each run is 400 days after the last, so no month holds two runs).
        const everyEntry = await test.db
          .selectFrom("ledger_entries")
          .select(["kind", "amount", "at"])
          .where("voided_at", "is", null)
          .where("at", ">=", new Date(base - 2 * DAY).toISOString())
          .execute();
        const months = new Set(
          everyEntry.map((entry) => Temporal.Instant.from(entry.at).toZonedDateTimeISO("Europe/Warsaw").toPlainDate().toPlainYearMonth().toString()),
        );
        for (const month of months) {
          const books = await monthEntries(test.db, Temporal.PlainYearMonth.from(month));
          const inMonth = everyEntry.filter(
            (entry) => Temporal.Instant.from(entry.at).toZonedDateTimeISO("Europe/Warsaw").toPlainDate().toPlainYearMonth().toString() === month,
          );
          expect(books.reduce((sum, row) => sum + signedAmount(row), 0)).toBe(
            inMonth.reduce((sum, entry) => sum + signedAmount({ kind: entry.kind, amount: Number(entry.amount) }), 0),
          );
          expect(books).toHaveLength(inMonth.length);
        }
        expect(netPaid(uses)).toBe(VALUE - left);
      }),
      { numRuns: 40 },
    );
    // 40 sequences take 0.7 s on an idle machine; the suite's busiest minute may take several times that.
  }, 30_000);
});
