// A gift voucher at /rezerwacja (issue 62): a session's voucher pays for the
// session, a package's for the package the session is the first of. Neither
// confirmation asks for money or sends the contract again (the buyer's was the
// voucher's), and neither calls the session free.
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, OutboxRow } from "~/db/database.server";
import { newFormTokens } from "~/forms/form-tokens.server";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { freeSlotsByDay } from "~/scheduling/availability";
import { markVoucherPaid, orderVoucher, voucherSeam } from "~/vouchers/index.server";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { salePayment } from "~/ledger/index.server";
import { handleBooking, type BookingContent } from "./booking-action.server";
import { changeBooking } from "./booking-store.server";
import { bookingTemplates } from "./booking-templates.server";

let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

const settings = testBookingSettings({ maxFuturePerEmail: 5 });
settings.services[0]!.offerSlugs = ["pakiet-8"];
const service = settings.services[0]!;
const PACKAGE = { slug: "pakiet-8", name: "Pakiet 8 treningów", price: 1040, sessions: 8, validWeeks: 6 };
const content: BookingContent = {
  booking: settings,
  business: { phone: "600 100 200", address: { street: "ul. Sportowa 1", locality: "Przykładowo" } },
  privacy: PUBLISHED.privacy,
  offer: { packages: [PACKAGE] },
};
const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const now = new Date("2027-02-27T08:00:00.000Z");
const free = [...freeSlotsByDay(settings, service, now, { occupied: [], sessionStarts: [] }).values()].flat();

describe.each(DIALECTS)("a booking a gift voucher pays for, on %s", (dialect) => {
  let test: TestDatabase;
  let orders = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
  });
  afterAll(() => test.drop());
  afterEach(() => void vi.useRealTimers());

  async function paidVoucher(kind: "session" | "package" | "amount", { paysPackages = false } = {}) {
    const voucher = {
      slug: `bon-${kind}`,
      title: kind === "package" ? "Bon na Pakiet 8 treningów" : kind === "amount" ? "Bon na 200 zł" : "Bon na trening",
      kind,
      amount: kind === "amount" ? 200 : null,
      price: kind === "amount" ? 200 : 150,
      validMonths: 3,
      paysPackages,
      paysSeats: false,
      what: "Trening",
    };
    const id = await orderVoucher(
      test.db,
      {
        voucher: { ...voucher, itemSlug: kind === "package" ? PACKAGE.slug : kind === "amount" ? null : service.slug },
        buyer: { name: "Jan Wiśniewski", email: "jan@example.com", phone: "+48 700 333 444" },
        recipientName: null,
        dedication: null,
        submissionKey: `voucher-paid-${++orders}`,
      },
      now,
    );
    await markVoucherPaid(test.db, id, now);
    return test.db.selectFrom("vouchers").select("code").where("id", "=", id).executeTakeFirstOrThrow();
  }

  /** The booking form of `slot`'s time with the code, and how to post it with more fields (the buttons' own). */
  async function bookingForm(code: string, slot: number, email: string, ordering: Record<string, string> = {}) {
    vi.useFakeTimers({ toFake: ["Date"], now: now.getTime() - 60_000 });
    const formTokens = await newFormTokens();
    vi.setSystemTime(now);
    const fields = {
      service: service.slug,
      name: "Anna Nowak",
      phone: "600 100 200",
      email,
      notes: "",
      website: "",
      voucherCode: code,
      start: new Date(free[slot]!.start).toISOString(),
      ...ordering,
    };
    const post = (more: Record<string, string>) =>
      handleBooking(
        new Request("http://localhost/rezerwacja", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ ...fields, ...formTokens, ...more }),
        }),
        // An address of its own each: the limit per network is not what this tests.
        `203.0.113.${slot}`,
        content,
        now,
        { vouchers: voucherSeam },
      );
    return { post, submissionKey: formTokens.submissionKey };
  }

  async function bookWith(code: string, slot: number, email: string, ordering: Record<string, string> = {}) {
    const { post, submissionKey } = await bookingForm(code, slot, email, ordering);
    // Sent without "Zastosuj bon" first: nothing is booked, and the summary says what the voucher leaves to pay.
    const unshown = await post({ sentBy: "button" });
    expect(unshown).toMatchObject({ kind: "voucher", formError: expect.stringMatching(/^Bon zmienia kwotę do zapłaty/) });
    const shown = await post({ intent: "voucher" });
    if (shown.kind !== "voucher") throw new Error(`not applied: ${JSON.stringify(shown)}`);
    expect(await post({ sentBy: "button", voucherShown: shown.values.voucherShown! })).toMatchObject({ kind: "booked" });
    return test.db.selectFrom("bookings").selectAll().where("submission_key", "=", submissionKey).executeTakeFirstOrThrow();
  }

  const mail = async (kind: "booking_confirmed_visitor" | "booking_confirmed_trainer" | "booking_cancelled_visitor", bookingId: number) => {
    const template = bookingTemplates({ addresses, site: () => PUBLISHED, groupOf: async () => undefined })[kind]!.email!;
    const rendered = await template({ booking_id: bookingId, kind, created_at: now.toISOString() } as OutboxRow, { db: test.db, now });
    if (!rendered || !("message" in rendered)) throw new Error("no mail");
    const message = rendered.message as { text: string; attachments?: { filename: string }[] };
    return { text: message.text.replace(/\u00A0/g, " "), files: (message.attachments ?? []).map((file) => file.filename) };
  };

  it("a session's voucher: the session paid by it, said so, with nothing to pay and no new contract", async () => {
    const booking = await bookWith((await paidVoucher("session")).code, 0, "sesja@example.com");
    expect(booking.price).toBe(0);
    const confirmation = await mail("booking_confirmed_visitor", booking.id);
    expect(confirmation.text).toContain("Cena: opłacona bonem podarunkowym");
    expect(confirmation.text).not.toMatch(/bezpłatnie|Do zapłaty/);
    expect(confirmation.files).not.toContain("regulamin.html");
  });

  it("a package's voucher: the package made paid with this session as its first, without the request to start early, and no order to pay", async () => {
    const { code } = await paidVoucher("package");
    // A time within the 14 days, in which a package ordered online starts only at the client's request.
    const booking = await bookWith(code, 20, "pakiet@example.com");
    const packages = await test.db.selectFrom("client_packages").selectAll().where("client_id", "=", booking.client_id).execute();
    expect(packages).toMatchObject([{ offer_slug: PACKAGE.slug, sessions: 8, early_start_requested_at: null }]);
    const paidBy = await test.db.selectFrom("ledger_entries").select(["method", "amount"]).where("package_id", "=", packages[0]!.id).execute();
    expect(paidBy).toEqual([{ method: "voucher", amount: packages[0]!.price }]);
    const confirmation = await mail("booking_confirmed_visitor", booking.id);
    expect(confirmation.text).toContain("Cena: w cenie pakietu (Pakiet 8 treningów)");
    expect(confirmation.text).not.toContain("Do zapłaty");
    expect(confirmation.files).not.toContain("regulamin.html");
    const toTrainer = await mail("booking_confirmed_trainer", booking.id);
    expect(toTrainer.text).toContain(`Pakiet opłacony bonem ${code}`);
    expect(toTrainer.text).not.toContain("Zamówiono też pakiet");
  });

  it("a voucher whose session the trainer cancels works again, for another session; a package's stays with its package", async () => {
    const { code } = await paidVoucher("session");
    const first = await bookWith(code, 40, "odwolany@example.com");
    const used = () => test.db.selectFrom("vouchers").select(["redeemed_at", "redeemed_booking_id"]).where("code", "=", code).executeTakeFirstOrThrow();
    expect((await used()).redeemed_booking_id).toBe(first.id);
    expect(await changeBooking(test.db, first.id, { kind: "cancel", by: "trainer", message: "Choroba." }, { now })).toMatchObject({ ok: true });
    expect(await used()).toEqual({ redeemed_at: null, redeemed_booking_id: null });
    // The client is told the voucher has its value back, and until when it works.
    expect((await mail("booking_cancelled_visitor", first.id)).text).toMatch(
      new RegExp(`Na bon ${code} wróciło 150 zł, które wziął ten trening: kod działa znowu przy kolejnej rezerwacji, do \\d+ \\S+ \\d{4} r\\.`),
    );
    const second = await bookWith(code, 50, "odwolany@example.com");
    expect(second.price).toBe(0);
    expect((await used()).redeemed_booking_id).toBe(second.id);

    const pack = await paidVoucher("package");
    const opening = await bookWith(pack.code, 60, "pakiet2@example.com");
    await changeBooking(test.db, opening.id, { kind: "cancel", by: "trainer", message: "Choroba." }, { now });
    const packageVoucher = await test.db.selectFrom("vouchers").select("redeemed_booking_id").where("code", "=", pack.code).executeTakeFirstOrThrow();
    expect(packageVoucher.redeemed_booking_id).toBe(opening.id);
  });

  it("an amount's voucher pays a 150 zł session, then the 50 zł left of it goes to a package ordered, which is sold at what is left to pay", async () => {
    const { code } = await paidVoucher("amount", { paysPackages: true });
    const session = await bookWith(code, 70, "kwota@example.com");
    expect(service.price).toBe(150);
    expect(session.price).toBe(0);
    const opening = await bookWith(code, 80, "kwota@example.com", { package: PACKAGE.slug, earlyStart: "on" });
    const [sold] = await test.db.selectFrom("client_packages").selectAll().where("sale_key", "=", opening.submission_key).execute();
    expect(sold).toMatchObject({ offer_slug: PACKAGE.slug, price: PACKAGE.price - 50 });
    const taken = await test.db
      .selectFrom("ledger_entries")
      .select(["method", "amount", "package_id"])
      .where("paid_with_voucher_id", "is not", null)
      .where("what", "=", PACKAGE.name)
      .execute();
    expect(taken).toEqual([{ method: "voucher", amount: 50, package_id: sold!.id }]);
    // The voucher's part is off the package's price: the package itself is not paid yet.
    expect(await salePayment(test.db, { kind: "package", id: sold!.id })).toBeNull();
    const voucher = await test.db.selectFrom("vouchers").select("redeemed_at").where("code", "=", code).executeTakeFirstOrThrow();
    expect(voucher.redeemed_at).not.toBeNull();
  });

  it("a code taken out of the field after its summary books nothing until the summary shows the full price again", async () => {
    const { code } = await paidVoucher("amount");
    const { post, submissionKey } = await bookingForm(code, 100, "usuniety@example.com");
    const shown = await post({ intent: "voucher" });
    if (shown.kind !== "voucher") throw new Error(`not applied: ${JSON.stringify(shown)}`);
    const removed = await post({ sentBy: "button", voucherCode: "", voucherShown: shown.values.voucherShown! });
    expect(removed).toMatchObject({ kind: "invalid", formError: expect.stringMatching(/^Kod bonu został usunięty/), values: { voucherShown: "" } });
    expect(await test.db.selectFrom("bookings").select("id").where("submission_key", "=", submissionKey).execute()).toEqual([]);
    expect(await post({ sentBy: "button", voucherCode: "" })).toMatchObject({ kind: "booked" });
    const booked = await test.db.selectFrom("bookings").select("price").where("submission_key", "=", submissionKey).executeTakeFirstOrThrow();
    expect(booked.price).toBe(service.price);
  });

  it("an amount's voucher sold to pay sessions only is refused with a package, and spends nothing", async () => {
    const { code } = await paidVoucher("amount");
    const { post } = await bookingForm(code, 90, "tylko@example.com", { package: PACKAGE.slug, earlyStart: "on" });
    const refused = await post({ intent: "voucher" });
    expect(refused).toMatchObject({ kind: "invalid", fieldErrors: { voucherCode: [expect.stringMatching(/^Ten bon opłaca treningi, nie pakiety/)] } });
    expect(await post({ sentBy: "button" })).toMatchObject({
      kind: "invalid",
      fieldErrors: { voucherCode: [expect.stringMatching(/^Ten bon opłaca treningi/)] },
    });
    const spent = await test.db
      .selectFrom("ledger_entries")
      .innerJoin("vouchers", "vouchers.id", "ledger_entries.paid_with_voucher_id")
      .select("ledger_entries.id")
      .where("vouchers.code", "=", code)
      .execute();
    expect(spent).toEqual([]);
  });
});
