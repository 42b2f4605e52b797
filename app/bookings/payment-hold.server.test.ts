// A session paid online at booking (issue 81), on both databases, through
// Przelewy24's double: the time is held (nobody else takes it) until the
// money comes, which confirms it once and sends its confirmations; a hold
// past its limit frees the time; money that comes after its time went to
// someone else goes back by itself, and both are told; a deposit is paid and
// the rest stays owed; the trainer's cancel of a paid session refunds it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askDueRefunds } from "~/online-payments/index.server";
import { przelewy24 } from "~/online-payments/przelewy24.server";
import { orderBalances, orderIdOfSale } from "~/ledger/index.server";
import { notificationSite } from "../../tests/support/online-payment-fixture";
import { startPrzelewy24Double, type Przelewy24Double } from "../../tests/support/przelewy24-double";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { onlinePartOf, payOrFree, type OnlinePart } from "./booking-online-payment.server";
import { bookSession, changeBooking, type NewBooking } from "./booking-store.server";
import { cancelledPaidOf } from "./cancelled-paid.server";
import { freeLapsedHolds, HOLD_GRACE_MS } from "./payment-hold.server";
import type { OutboxRow } from "~/db/database.server";
import { PUBLISHED } from "../../tests/support/published-content";
import { bookingTemplates } from "./booking-templates.server";
import { P24_ACCOUNT } from "../../tests/support/payment-accounts";
import { applyPayment } from "~/payments/apply-payment.server";
import { unpaid } from "~/payments/unpaid.server";

const addresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};

const MINUTE = 60_000;
const NOW = new Date("2027-02-27T22:40:00.000Z");
const FULL = { payOnline: "online_full", deposit: null } as const;

let keys = 0;
let hour = 0;

describe.each(DIALECTS)("a session paid online at booking, on %s", (dialect) => {
  let test: TestDatabase;
  let p24: Przelewy24Double;
  let site: { base: string; close: () => Promise<void> };
  let clock = NOW;
  const provider = () => przelewy24({ ...P24_ACCOUNT, baseUrl: p24.base });

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    p24 = await startPrzelewy24Double(P24_ACCOUNT);
    site = await notificationSite(test.db, provider, () => clock);
  });
  afterAll(async () => {
    await p24.close();
    await site.close();
    await test.drop();
  });

  /** A new time each call (a day apart), or `start` given. */
  function request(person: string, part: OnlinePart | null, start = Date.parse("2027-03-02T08:00:00.000Z") + hour++ * 24 * 60 * MINUTE): NewBooking {
    return {
      service: { slug: "trening", name: "Trening personalny", price: 150 },
      place: "Studio, ul. Sportowa 1, Przykładowo",
      start,
      end: start + 60 * MINUTE,
      bufferMs: 15 * MINUTE,
      name: person,
      email: `${person.toLowerCase()}@example.com`,
      phone: "+48 600 100 200",
      notes: "",
      submissionKey: `hold-${dialect}-${++keys}`,
      ...(part ? { paymentHeldUntil: NOW.getTime() + part.minutes * MINUTE } : {}),
    };
  }

  /** Booked as the form books it: held, then the provider's page for it. */
  async function held(person: string, part: OnlinePart, start?: number) {
    const made = await bookSession(test.db, request(person, part, start), NOW);
    if (made.kind === "taken") throw new Error("the time was taken");
    const url = await payOrFree(test.db, { bookingId: made.booking.id, token: "t", part, notifyUrl: `${site.base}/platnosci/przelewy24` }, NOW, provider());
    expect(url).toMatch(/\/trnRequest\//);
    const attempt = await test.db.selectFrom("online_payments").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    return { booking: made.booking, session: attempt.session_id, amount: attempt.amount };
  }
  const bookingOf = (id: number) => test.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailsOf = async (id: number) =>
    (await test.db.selectFrom("outbox").select("kind").where("booking_id", "=", id).orderBy("id").execute()).map((row) => row.kind);
  /** The mail of `kind` about the booking, as the outbox renders it now. */
  async function mailText(
    kind: "booking_confirmed_visitor" | "booking_cancelled_visitor" | "booking_paid_late_visitor" | "booking_paid_late_trainer",
    bookingId: number,
  ) {
    const template = bookingTemplates({ addresses, site: () => PUBLISHED, groupOf: async () => undefined })[kind]!.email!;
    const rendered = await template({ booking_id: bookingId, kind, created_at: NOW.toISOString() } as OutboxRow, { db: test.db, now: NOW });
    if (!rendered || !("message" in rendered)) throw new Error("no mail");
    return (rendered.message as { text: string }).text.replace(/\u00a0/g, " ");
  }
  const part = (rule: Parameters<typeof onlinePartOf>[0], price = 150) => onlinePartOf(rule, price, { provider: provider() })!;

  it("holds the time with no confirmation, then confirms it once when the money comes, however often told", async () => {
    const { booking, session, amount } = await held("Anna", part(FULL));
    expect(amount).toBe(15_000);
    expect(await mailsOf(booking.id)).toEqual([]);
    // Not among what the trainer collects by hand, even where sessions are owed from their booking: its money is on its way.
    expect((await unpaid(test.db, NOW, "before_session")).items.map((item) => item.id)).not.toContain(booking.id);
    // Nobody else takes a held time.
    expect((await bookSession(test.db, request("Beata", null, Date.parse(booking.starts_at)), NOW)).kind).toBe("taken");
    // Nor is it moved before it is paid (its confirmation would go unpaid).
    const later = Date.parse(booking.starts_at) + 3 * 60 * MINUTE;
    const move = { kind: "move", slot: { start: later, end: later + 60 * MINUTE, bufferMs: 0 }, by: "client" } as const;
    expect(await changeBooking(test.db, booking.id, move, { now: NOW })).toMatchObject({ ok: false, reason: "unpaid" });

    await p24.pay(session);
    await Promise.all([p24.notifyAgain(session), p24.notifyAgain(session)]);
    const paid = await bookingOf(booking.id);
    expect(paid).toMatchObject({ status: "confirmed", payment_held_until: null });
    expect((await mailsOf(booking.id)).filter((kind) => kind.startsWith("booking_confirmed"))).toEqual([
      "booking_confirmed_visitor",
      "booking_confirmed_trainer",
    ]);
    const entries = await test.db.selectFrom("ledger_entries").select(["kind", "method", "amount"]).where("booking_id", "=", booking.id).execute();
    expect(entries).toEqual([{ kind: "payment", method: "przelewy24", amount: 150 }]);
    // The confirmation keeps the payment's record (provider, day, amount, transaction), and asks for nothing more.
    const confirmation = await mailText("booking_confirmed_visitor", booking.id);
    expect(confirmation).toMatch(/Zapłacono online: Przelewy24, \d{1,2} \S+ \d{4}, 150 zł, transakcja \d+\./);
    expect(confirmation).not.toContain("Do zapłaty");
    // Paid: a late sweep leaves it alone.
    expect(await freeLapsedHolds(test.db, new Date(NOW.getTime() + 60 * MINUTE))).toBe(0);
  });

  it("takes a deposit online and leaves the rest owed at the session", async () => {
    const { booking, session, amount } = await held("Celina", part({ payOnline: "online_deposit", deposit: 50 }));
    expect(amount).toBe(5_000);
    await p24.pay(session);
    expect((await bookingOf(booking.id)).payment_held_until).toBeNull();
    const orderId = (await orderIdOfSale(test.db, { kind: "booking", id: booking.id }))!;
    expect((await orderBalances(test.db, [orderId])).get(orderId)).toBe(100);
    const confirmation = await mailText("booking_confirmed_visitor", booking.id);
    expect(confirmation).toMatch(/Zapłacono online: Przelewy24, .*, 50 zł, transakcja \d+\./);
    expect(confirmation).toContain("Do zapłaty: 100 zł");
    // The rest paid in cash and the tap undone by mistake: the deposit Przelewy24 took stays in the books.
    await test.db.transaction().execute(async (trx) => {
      await applyPayment(trx, { kind: "booking", id: booking.id }, { record: { method: "cash", amount: 100 } }, "Trening personalny", NOW);
      await applyPayment(trx, { kind: "booking", id: booking.id }, { undo: true }, "Trening personalny", NOW);
    });
    const kept = await test.db
      .selectFrom("ledger_entries")
      .select(["method", "amount"])
      .where("booking_id", "=", booking.id)
      .where("voided_at", "is", null)
      .execute();
    expect(kept).toEqual([{ method: "przelewy24", amount: 50 }]);
  });

  it("frees a time whose money never came once its limit and the grace are over, and not before", async () => {
    const rule = part(FULL);
    const { booking } = await held("Dorota", rule);
    const limit = NOW.getTime() + rule.minutes * MINUTE;
    expect(await freeLapsedHolds(test.db, new Date(limit + HOLD_GRACE_MS - 1000))).toBe(0);
    expect(await freeLapsedHolds(test.db, new Date(limit + HOLD_GRACE_MS + 1000))).toBe(1);
    expect(await bookingOf(booking.id)).toMatchObject({ status: "cancelled" });
    // Quietly: no mail of a booking never confirmed; the time is anyone's again.
    expect(await mailsOf(booking.id)).toEqual([]);
    expect((await bookSession(test.db, request("Ewa", null, Date.parse(booking.starts_at)), new Date(limit + 3 * MINUTE))).kind).toBe("booked");
  });

  it("sells the last seat once: money that comes after its time went to another person goes back by itself, and both are told", async () => {
    const rule = part(FULL);
    const start = Date.parse("2027-06-01T08:00:00.000Z");
    const first = await held("Felicja", rule, start);
    const later = new Date(NOW.getTime() + (rule.minutes + 3) * MINUTE);
    expect(await freeLapsedHolds(test.db, later)).toBe(1);
    // The time went to someone else, who pays; the first person's payment comes late.
    clock = later;
    const second = await bookSession(test.db, { ...request("Grażyna", null, start), paymentHeldUntil: later.getTime() + rule.minutes * MINUTE }, later);
    expect(second.kind).toBe("booked");
    await Promise.all([p24.pay(first.session)]);
    expect(await bookingOf(first.booking.id)).toMatchObject({ status: "cancelled" });
    const entries = await test.db.selectFrom("ledger_entries").select(["kind", "method", "amount"]).where("booking_id", "=", first.booking.id).execute();
    expect(entries).toEqual([
      { kind: "payment", method: "przelewy24", amount: 150 },
      { kind: "refund", method: "przelewy24", amount: 150 },
    ]);
    expect(await mailsOf(first.booking.id)).toEqual(["booking_paid_late_visitor", "booking_paid_late_trainer"]);
    expect(await mailText("booking_paid_late_visitor", first.booking.id)).toContain("Zwrot 150 zł jest zlecony w Przelewy24");
    expect(await mailText("booking_paid_late_trainer", first.booking.id)).toContain("Strona zleciła zwrot w Przelewy24");
    // Told again, nothing more: one refund, asked once of the provider.
    await p24.notifyAgain(first.session);
    const asked = await askDueRefunds(test.db, provider(), { now: later, notifyUrl: `${site.base}/platnosci/przelewy24` });
    expect(asked.map((refund) => refund.state)).toEqual(["asked"]);
    await p24.idle();
    expect(p24.transactions.get(first.session)?.refunded).toBe(15_000);
    clock = NOW;
  });

  it("gives the money back when the trainer cancels a paid session, and its mail says so", async () => {
    const { booking, session } = await held("Halina", part(FULL));
    await p24.pay(session);
    const cancelled = await changeBooking(test.db, booking.id, { kind: "cancel", by: "trainer", message: "Choroba" }, { now: NOW });
    expect(cancelled.ok).toBe(true);
    const refunds = await test.db
      .selectFrom("online_refunds")
      .innerJoin("online_payments", "online_payments.id", "online_refunds.payment_id")
      .select(["online_refunds.amount", "online_refunds.state"])
      .where("online_payments.session_id", "=", session)
      .execute();
    expect(refunds).toEqual([{ amount: 15_000, state: "due" }]);
    expect((await cancelledPaidOf(test.db, booking)).online).toEqual({ provider: "przelewy24", amount: 150 });
    // Cancelled again (a double tap): refused, nothing owed twice.
    expect((await changeBooking(test.db, booking.id, { kind: "cancel", by: "trainer", message: "Choroba" }, { now: NOW })).ok).toBe(false);
    expect(await test.db.selectFrom("ledger_entries").select("id").where("booking_id", "=", booking.id).where("kind", "=", "refund").execute()).toHaveLength(1);
  });

  it("keeps a deposit when the trainer records a cancel too late by the client, and never keeps a payment in full", async () => {
    const deposit = await held("Joanna", part({ payOnline: "online_deposit", deposit: 50 }));
    await p24.pay(deposit.session);
    const late = { kind: "cancel", by: "trainer", message: "", keepDeposit: true } as const;
    expect((await changeBooking(test.db, deposit.booking.id, late, { now: NOW })).ok).toBe(true);
    expect(await test.db.selectFrom("ledger_entries").select("kind").where("booking_id", "=", deposit.booking.id).execute()).toEqual([{ kind: "payment" }]);
    // The books: the deposit stays sold, nothing owed either way.
    const orderId = (await orderIdOfSale(test.db, { kind: "booking", id: deposit.booking.id }))!;
    expect((await orderBalances(test.db, [orderId])).get(orderId)).toBe(0);
    expect(await mailText("booking_cancelled_visitor", deposit.booking.id)).toContain(
      "Zadatek 50 zł (Przelewy24) nie wraca: trening odwołano później, niż pozwala regulamin",
    );
    // Paid in full, the box changes nothing: the terms keep only a deposit.
    const full = await held("Klara", part(FULL));
    await p24.pay(full.session);
    expect((await changeBooking(test.db, full.booking.id, late, { now: NOW })).ok).toBe(true);
    expect((await cancelledPaidOf(test.db, full.booking)).online).toEqual({ provider: "przelewy24", amount: 150 });
  });

  it("frees the time at once when the provider cannot be reached", async () => {
    const made = await bookSession(test.db, request("Irena", part(FULL)), NOW);
    if (made.kind === "taken") throw new Error("taken");
    const away = przelewy24({ ...P24_ACCOUNT, baseUrl: "http://127.0.0.1:9" });
    expect(await payOrFree(test.db, { bookingId: made.booking.id, token: "t", part: part(FULL) }, NOW, away)).toBeNull();
    expect(await bookingOf(made.booking.id)).toMatchObject({ status: "cancelled" });
  });
});
