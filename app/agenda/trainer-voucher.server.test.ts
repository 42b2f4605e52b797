import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { settings, business, now, iso, form } from "../../tests/support/trainer-booking-fixture";
import type { VoucherKind } from "~/db/voucher-tables";
import { markVoucherPaid, orderVoucher, voucherSeam } from "~/vouchers/index.server";
import { handleTrainerBooking } from "./trainer-booking.server";
import { VOUCHER_CODE_TOO_LONG, VOUCHER_FOR_FREE_SERVICE, VOUCHER_NOT_WITH_SERIES } from "./trainer-voucher.messages";

const PACKAGE = { slug: "pakiet-10", name: "Pakiet 10 treningów", price: 1300, sessions: 10, validWeeks: null };

describe.each(DIALECTS)("a gift voucher's code on the trainer's booking form, on %s", (dialect) => {
  let test: TestDatabase;
  let orders = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function paidVoucher(kind: VoucherKind = "session") {
    const id = await orderVoucher(
      test.db,
      {
        voucher: {
          slug: `bon-${kind}`,
          title: "Bon na trening personalny",
          kind,
          itemSlug: kind === "package" ? PACKAGE.slug : "trening",
          amount: null,
          price: 150,
          validMonths: 3,
          paysPackages: false,
          paysSeats: false,
          what: "Trening personalny",
        },
        buyer: { name: "Jan Wiśniewski", email: "jan@example.com", phone: "+48 700 333 444" },
        recipientName: null,
        dedication: null,
        submissionKey: `trainer-voucher-${++orders}`,
      },
      now,
    );
    await markVoucherPaid(test.db, id, now);
    return test.db.selectFrom("vouchers").select(["id", "code"]).where("id", "=", id).executeTakeFirstOrThrow();
  }
  // The fixture's settings with a free consultation beside the paid session.
  const withFree = { ...settings, services: [...settings.services, { ...settings.services[0]!, slug: "konsultacja", name: "Konsultacja", price: 0 }] };
  const book = (fields: URLSearchParams, booking = withFree) =>
    handleTrainerBooking(test.db, fields, booking, business, now, { seam: voucherSeam, packages: [PACKAGE] });
  const bookingAt = (wall: string) => test.db.selectFrom("bookings").selectAll().where("starts_at", "=", iso(wall)).executeTakeFirst();

  it("books once with a code however typed, two tabs at once too: the session at 0 zł with the voucher named, the other refused beside the field; a retry finds the booking made", async () => {
    const voucher = await paidVoucher();
    const typed = voucher.code.toLowerCase().replaceAll("-", " ");
    const forms = [form({ start: iso("2027-02-22T10:00"), voucherCode: typed }), form({ start: iso("2027-02-22T12:00"), voucherCode: voucher.code })];
    const answers = await Promise.all(forms.map((fields) => book(fields)));
    expect(answers.map((answer) => answer.kind).sort()).toEqual(["booked", "form"]);
    const refused = answers.find((answer) => answer.kind === "form");
    expect(refused).toMatchObject({ status: 409, fieldErrors: { voucherCode: [expect.stringMatching(/^Ten bon został/)] } });

    const made = [await bookingAt("2027-02-22T10:00"), await bookingAt("2027-02-22T12:00")].filter((booking) => booking !== undefined);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ price: 0, notes: `Opłacony bonem ${voucher.code}.` });
    const taken = await test.db.selectFrom("vouchers").select("redeemed_booking_id").where("id", "=", voucher.id).executeTakeFirstOrThrow();
    expect(taken.redeemed_booking_id).toBe(made[0]!.id);

    // The winning form sent again (a double tap, a retry): the same booking, not "already used".
    const winner = forms[answers.findIndex((answer) => answer.kind === "booked")]!;
    expect(await book(winner)).toMatchObject({ kind: "booked" });
    expect(await test.db.selectFrom("bookings").select("id").where("price", "=", 0).execute()).toHaveLength(1);
  });

  it("a package's voucher makes the package, paid, on the client's card, with this session as its first", async () => {
    const voucher = await paidVoucher("package");
    const offering = { ...settings, services: [{ ...settings.services[0]!, offerSlugs: [PACKAGE.slug] }] };
    expect(await book(form({ start: iso("2027-02-24T10:00"), voucherCode: voucher.code }), offering)).toMatchObject({ kind: "booked" });
    const booked = (await bookingAt("2027-02-24T10:00"))!;
    expect(booked).toMatchObject({ price: 150, notes: `Pakiet opłacony bonem ${voucher.code}; to pierwszy trening z pakietu.` });
    const sold = await test.db.selectFrom("client_packages").selectAll().where("client_id", "=", booked.client_id).execute();
    expect(sold).toMatchObject([{ name: PACKAGE.name, sessions: 10, sale_key: booked.submission_key }]);
    const paidBy = await test.db.selectFrom("ledger_entries").select("method").where("package_id", "=", sold[0]!.id).execute();
    expect(paidBy).toEqual([{ method: "voucher" }]);
    const taken = await test.db.selectFrom("vouchers").select("redeemed_booking_id").where("id", "=", voucher.id).executeTakeFirstOrThrow();
    expect(taken.redeemed_booking_id).toBe(booked.id);
  });

  it("refuses a code with a series, a package's voucher for a service its package does not cover, a code too long, an unknown one and one for a free service, keeping what was typed and booking nothing", async () => {
    const packageVoucher = await paidVoucher("package");
    const start = iso("2027-02-23T10:00");
    const refusals = await Promise.all([
      book(form({ start, voucherCode: "BON-2222-3333", repeat: "on", everyWeeks: "1", ends: "count", count: "4" })),
      book(form({ start, voucherCode: packageVoucher.code })),
      book(form({ start, voucherCode: "X".repeat(31) })),
      book(form({ start, voucherCode: "BON-2222-3333" })),
      book(form({ start, service: "konsultacja", voucherCode: packageVoucher.code })),
    ]);
    expect(refusals.map((answer) => answer.kind === "form" && answer.fieldErrors.voucherCode)).toEqual([
      [VOUCHER_NOT_WITH_SERIES],
      [expect.stringMatching(/^Ten bon jest na: .*Wybierz trening, który obejmuje ten pakiet/)],
      [VOUCHER_CODE_TOO_LONG],
      [expect.stringMatching(/^Nie ma bonu o takim kodzie/)],
      [VOUCHER_FOR_FREE_SERVICE],
    ]);
    expect(await bookingAt("2027-02-23T10:00")).toBeUndefined();
  });
});
