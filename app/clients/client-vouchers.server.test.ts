import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookFor, expectEveryColumn, expectSameMails } from "../../tests/support/client-export-columns";
import { VOUCHER_COLUMNS } from "../../tests/support/voucher-export-columns";
import { markVoucherPaid, orderVoucher } from "~/vouchers/voucher-store.server";
import { linkUnlinked } from "~/clients/client-cards.server";
import { cardExport } from "./card-export.server";
import { clientExport } from "./client-export.server";
import { forgetVouchersEndedBefore } from "./client-vouchers.server";
import { eraseCard } from "./erase-client.server";

const NOW = new Date("2027-03-10T12:00:00.000Z");
const OLA = { name: "Ola Zielińska", email: "ola.zielinska@gmail.com", phone: "+48 511 000 111", notes: "" };
const JAN = { name: "Jan Wiśniewski", email: "jan@example.com", phone: "+48 700 333 444" };

describe.each(DIALECTS)("gift vouchers in a client's data on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function voucher(buyer: { name: string; email: string; phone: string }, paid: boolean, recipientName: string | null = null) {
    const id = await orderVoucher(
      test.db,
      {
        voucher: {
          slug: "bon-trening",
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
        buyer,
        recipientName,
        dedication: recipientName && "Sto lat!",
        submissionKey: `voucher-${++keys}`,
      },
      NOW,
    );
    if (paid) await markVoucherPaid(test.db, id, NOW);
    return id;
  }
  const row = (id: number) => test.db.selectFrom("vouchers").selectAll().where("id", "=", id).executeTakeFirst();
  const mailsOf = (id: number) => test.db.selectFrom("outbox").selectAll().where("voucher_id", "=", id).execute();

  /** Ola bought two (one paid), Jan bought one for her that paid for her booking, and one for someone else. */
  async function olaAndJan(startsAt: string) {
    // Her booking's address and her order's are one Gmail mailbox written two ways.
    const booking = await bookFor(test.db, OLA, startsAt, NOW);
    const paid = await voucher({ ...OLA, email: "Ola.Zielinska+bony@gmail.com" }, true, "Mama");
    const unpaid = await voucher(OLA, false);
    const forOla = await voucher(JAN, true, "Ola");
    const forOther = await voucher(JAN, true, "Kasia");
    await test.db.updateTable("vouchers").set({ redeemed_at: NOW.toISOString(), redeemed_booking_id: booking.id }).where("id", "=", forOla).execute();
    await linkUnlinked(test.db);
    const { client_id: card } = await test.db.selectFrom("bookings").select("client_id").where("id", "=", booking.id).executeTakeFirstOrThrow();
    return { booking, paid, unpaid, forOla, forOther, card: card! };
  }

  it("are exported by address and by card: every column of those her mailbox bought, with their mails; her booking names the voucher that paid for it, not its buyer", async () => {
    const { paid, unpaid, forOla, card } = await olaAndJan("2027-04-05T08:00:00.000Z");
    for (const exported of [await clientExport(test.db, OLA.email, 12, NOW), (await cardExport(test.db, card, 12, NOW))!]) {
      expect(exported.vouchers.map((shown) => shown.id)).toEqual([paid, unpaid]);
      for (const shown of exported.vouchers) {
        expectEveryColumn((await row(shown.id))!, shown, VOUCHER_COLUMNS);
        expectSameMails(await mailsOf(shown.id), shown.mails);
      }
      const code = (await row(forOla))!.code;
      expect(exported.bookings[0]!.voucher).toEqual({
        code,
        title: "Bon na trening personalny",
        recipientName: "Ola",
        dedication: "Sto lat!",
        redeemedAt: NOW.toISOString(),
      });
      const text = JSON.stringify(exported);
      for (const part of [JAN.name, JAN.email, JAN.phone, "Kasia"]) expect(text, part).not.toContain(part);
    }
  });

  it("go with her card's erasure: an unpaid order whole, a paid one keeps its sale without the people; on Jan's voucher she used only her name and dedication go", async () => {
    await test.db.deleteFrom("vouchers").execute();
    const { paid, unpaid, forOla, forOther, card } = await olaAndJan("2027-04-06T08:00:00.000Z");
    const sale = (await row(paid))!;
    expect((await mailsOf(paid)).length).toBeGreaterThan(0);

    expect(await eraseCard(test.db, card)).toMatchObject({ vouchers: 2 });
    expect(await row(unpaid)).toBeUndefined();
    expect(await row(paid)).toEqual({ ...sale, buyer_name: "", buyer_email: "", buyer_phone: "", recipient_name: null, dedication: null });
    expect(await mailsOf(paid)).toEqual([]);
    expect(await row(forOla)).toMatchObject({
      buyer_name: JAN.name,
      buyer_email: JAN.email,
      recipient_name: null,
      dedication: null,
      redeemed_booking_id: null,
    });
    expect((await mailsOf(forOla)).length).toBeGreaterThan(0);
    expect(await row(forOther)).toMatchObject({ buyer_email: JAN.email, recipient_name: "Kasia", dedication: "Sto lat!" });
  });

  it("lose their people once done with (redeemed, expired, cancelled, never paid) before the retention's cut-off, each counted once; one still valid keeps them", async () => {
    await test.db.deleteFrom("vouchers").execute();
    const redeemed = await voucher(JAN, true);
    const expired = await voucher(JAN, true);
    const cancelled = await voucher(JAN, true);
    const neverPaid = await voucher(JAN, false);
    const valid = await voucher(JAN, true);
    const doneLongAgo = "2026-01-05T10:00:00.000Z";
    await test.db.updateTable("vouchers").set({ redeemed_at: doneLongAgo }).where("id", "=", redeemed).execute();
    await test.db.updateTable("vouchers").set({ valid_until: "2026-01-04" }).where("id", "=", expired).execute();
    await test.db.updateTable("vouchers").set({ cancelled_at: doneLongAgo }).where("id", "=", cancelled).execute();
    await test.db.updateTable("vouchers").set({ ordered_at: doneLongAgo }).where("id", "=", neverPaid).execute();
    // Redeemed after the cut-off: the accounts' month is still open.
    await test.db.updateTable("vouchers").set({ redeemed_at: "2026-02-01T10:00:00.000Z" }).where("id", "=", valid).execute();

    const cutOff = new Date("2026-01-10T00:00:00.000Z");
    expect(await forgetVouchersEndedBefore(test.db, cutOff)).toBe(4);
    expect(await forgetVouchersEndedBefore(test.db, cutOff)).toBe(0);
    expect(await row(neverPaid)).toBeUndefined();
    for (const id of [redeemed, expired, cancelled]) expect(await row(id)).toMatchObject({ id, buyer_email: "", buyer_name: "", price: 150 });
    expect(await row(valid)).toMatchObject({ buyer_email: JAN.email });
  });

  it("forget one sold at the desk without an e-mail too: its buyer's name and phone go once it is done with", async () => {
    await test.db.deleteFrom("vouchers").execute();
    const atDesk = await voucher({ name: "Bożena Bezmailowa", email: "", phone: "+48 600 700 802" }, true);
    await test.db.updateTable("vouchers").set({ valid_until: "2026-01-04" }).where("id", "=", atDesk).execute();
    expect(await forgetVouchersEndedBefore(test.db, new Date("2026-01-10T00:00:00.000Z"))).toBe(1);
    expect(await row(atDesk)).toMatchObject({ buyer_name: "", buyer_phone: "", price: 150 });
  });
});
