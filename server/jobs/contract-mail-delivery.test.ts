// Every paid order's first mail that reaches the client carries the
// contract's details and the terms in force when it was made, as a file to
// keep (art. 21 ust. 1 of the Consumer Rights Act): a paid session booked
// online, one moved before that mail went, a package ordered with its first
// session, a weekly series made in the panel, a package sold in the panel.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bookSession, changeBooking, type NewBooking } from "~/bookings/booking-store.server";
import { packageAlong } from "~/bookings/package-order.server";
import { sellPackage } from "~/packages/client-packages.server";
import { SALE_MAIL_DELAY_MINUTES } from "~/packages/package-sale-mail.server";
import { initialContent } from "~/site-content/index.server";
import { publishSection, seedContent } from "~/site-content/content-store.server";
import type { ReceivedMail } from "../../tests/support/smtp-sink";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, MINUTE, outboxTestKit } from "../../tests/support/outbox-test-kit";
import { series, now as seriesNow } from "../../tests/support/series-fixture";

const DAY = 24 * HOUR;
const plain = (text: string) => text.replace(/\u00A0/g, " ");
const termsOf = (mail: ReceivedMail) => mail.attachments.filter((file) => file.filename === "regulamin.html");

/** The service booked, which the packages of these tests pay for. */
const SERVICE_SLUG = "trening-personalny";

describe.each(DIALECTS)("the contract in the first mail on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo, worker } = outboxTestKit(dialect, {
    clock: () => now,
    setClock: (date) => (now = date),
    setDatabase: (database) => (test = database),
  });

  async function book(start: number, price = 150, along?: Parameters<typeof bookSession>[3]) {
    const booking: NewBooking = {
      service: { slug: SERVICE_SLUG, name: "Trening personalny", price },
      place: "Studio",
      start,
      end: start + HOUR,
      bufferMs: 0,
      name: "Łucja Żółtowska",
      email: "lucja@example.com",
      phone: "",
      notes: "",
      submissionKey: randomUUID(),
    };
    const outcome = await bookSession(test.db, booking, now, along);
    if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
    return outcome.booking;
  }

  const sentTo = async (smtp: { messages: ReceivedMail[] }, count: number) => {
    await waitFor(async () => smtp.messages.length >= count, { what: `${count} mails` });
    return smtp.messages.filter((mail) => mail.envelope.to.includes("lucja@example.com") || mail.envelope.to.includes("anna@example.com"));
  };

  it("a paid session: the details, the 14 days without an early-start request, and the terms as they were when it was booked", async () => {
    // In force when booked: 10 days to answer a complaint (the worker's live content says 14).
    const before = { ...initialContent(), terms: { ...initialContent().terms, complaintDays: 10 } };
    await seedContent(test.db, before, new Date(now.getTime() - DAY));
    const booking = await book(Math.ceil((now.getTime() + 3 * DAY) / HOUR) * HOUR);
    // The trainer publishes new terms before the confirmation goes out: the client keeps the ones they booked under.
    const terms = { ...initialContent().terms, complaintDays: 7, effectiveFrom: "2027-06-01" };
    expect(
      await publishSection(test.db, { section: "terms", baseVersion: 1, document: terms, summary: "x", author: "x", now: new Date(now.getTime() + MINUTE) }),
    ).toMatchObject({ ok: true });
    const smtp = await sink();
    worker(transportTo(smtp.url));
    const [client] = await sentTo(smtp, 2);
    const text = plain(client!.text);
    expect(text).toContain("Do zapłaty: 150 zł");
    expect(text).toContain(`rezerwacja nr ${booking.id}`);
    expect(text).toContain("Od umowy o trening możesz odstąpić bez podania przyczyny w ciągu 14 dni");
    expect(text).toContain("art. 36 pkt 1 lit. b");
    expect(text).not.toContain("pkt 12");
    expect(text).toContain("W załączniku jest regulamin (plik regulamin.html)");
    const [file] = termsOf(client!);
    expect(file?.contentType).toBe("text/html");
    const kept = plain(file!.content);
    expect(kept).toContain("Regulamin obowiązuje od 1 grudnia 2026");
    expect(kept).toContain("Odpowiem w ciągu 10 dni");
    expect(kept).not.toMatch(/Odpowiem w ciągu (7|14) dni/);
    expect(kept).toContain("Usługi elektroniczne");
    const trainer = smtp.messages.find((mail) => mail.envelope.to.includes("trener@trener.example"))!;
    expect(termsOf(trainer)).toHaveLength(0);
  });

  it("a session moved before its confirmation went out: the moved one carries the contract; a later move does not repeat it", async () => {
    const start = Math.ceil((now.getTime() + 20 * DAY) / HOUR) * HOUR;
    const booking = await book(start);
    const slot = (at: number) => ({ start: at, end: at + HOUR, bufferMs: 0 });
    expect((await changeBooking(test.db, booking.id, { kind: "move", by: "trainer", slot: slot(start + DAY) }, { now })).ok).toBe(true);
    const smtp = await sink();
    worker(transportTo(smtp.url));
    // The trainer moved it: the client's mail alone.
    const [moved] = await sentTo(smtp, 1);
    expect(moved!.header("Subject")).toMatch(/^Zmiana terminu:/);
    expect(plain(moved!.text)).toContain("Trening wypada po upływie tych 14 dni");
    expect(termsOf(moved!)).toHaveLength(1);

    expect((await changeBooking(test.db, booking.id, { kind: "move", by: "trainer", slot: slot(start + 2 * DAY) }, { now })).ok).toBe(true);
    const again = (await sentTo(smtp, 2)).at(-1)!;
    expect(again.header("Subject")).toMatch(/^Zmiana terminu:/);
    expect(again).not.toBe(moved);
    expect(termsOf(again)).toHaveLength(0);
    expect(plain(again.text)).not.toContain("Do zapłaty");
  });

  it("a package ordered with its first session, the client asking to start early", async () => {
    const order = { slug: "pakiet-8-treningow", name: "Pakiet 8 treningów", sessions: 8, price: 1040, validWeeks: 6 };
    await book(Math.ceil((now.getTime() + 3 * DAY) / HOUR) * HOUR, 150, packageAlong(order, [SERVICE_SLUG], true, now));
    const smtp = await sink();
    worker(transportTo(smtp.url));
    const [client] = await sentTo(smtp, 2);
    const text = plain(client!.text);
    expect(text).toContain("Cena pakietu: 1040 zł");
    expect(text).toContain("Na Twoją prośbę treningi zaczynają się przed upływem 14 dni");
    expect(text).toContain("art. 35");
    expect(text).toContain("Wzór formularza odstąpienia od umowy");
    expect(termsOf(client!)).toHaveLength(1);
    const trainer = smtp.messages.find((mail) => mail.envelope.to.includes("trener@trener.example"))!;
    expect(plain(trainer.text)).toContain("Zamówiono też pakiet: Pakiet 8 treningów, 1040 zł (do zapłaty), z prośbą o rozpoczęcie treningów");
    expect(termsOf(trainer)).toHaveLength(0);
  });

  it("a weekly series made in the panel: one confirmation with each session's price and the terms", async () => {
    now = seriesNow;
    const made = await series(test, "2027-03-02", 4);
    const smtp = await sink();
    worker(transportTo(smtp.url));
    const [client] = await sentTo(smtp, 1);
    const text = plain(client!.text);
    expect(text).toContain("Cena dotyczy każdego z 4 treningów: 150 zł za trening, razem 600 zł");
    expect(text).toContain(`rezerwacja nr ${made[0]!.id}`);
    expect(text).toContain("Od umowy o trening możesz odstąpić");
    expect(termsOf(client!)).toHaveLength(1);
  });

  it.each([true, false])(
    "a package sold in the panel (early start asked: %s): the terms attached, the request as it was, answered to the trainer",
    async (asked) => {
      const free = await book(Math.ceil((now.getTime() + 3 * DAY) / HOUR) * HOUR, 0);
      await test.db.updateTable("outbox").set({ status: "skipped" }).where("booking_id", "is not", null).execute();
      const sale = { offerSlug: "pakiet-2", name: "Pakiet 2 treningów", sessions: 2, price: 260, validWeeks: 4, validFrom: "first_session" as const };
      await sellPackage(test.db, free.client_id!, { ...sale, services: [SERVICE_SLUG], saleKey: randomUUID(), earlyStartRequested: asked }, now);
      // The confirmation waits ten minutes after the sale, for a mistake to be removed unsent.
      now = new Date(now.getTime() + SALE_MAIL_DELAY_MINUTES * MINUTE);
      const smtp = await sink();
      worker(transportTo(smtp.url));
      const [client] = await sentTo(smtp, 1);
      expect(client!.header("Subject")).toBe("Potwierdzenie zakupu: Pakiet 2 treningów");
      expect(client!.header("Reply-To")).toBe("trener@trener.example");
      const text = plain(client!.text);
      expect(text).toContain("Cena: 260 zł");
      expect(text).toContain("Do zapłaty: 260 zł");
      if (asked) {
        expect(text).toContain("Na Twoją prośbę treningi mogą się zacząć przed upływem 14 dni");
        expect(text).toContain("zapłacisz za treningi, które się już odbyły");
        expect(text).not.toContain("Bez Twojej wyraźnej prośby");
      } else {
        expect(text).toContain("Umowa nie zawiera prośby o rozpoczęcie treningów");
        expect(text).toContain("Bez Twojej wyraźnej prośby za treningi odbyte przed upływem 14 dni nie płacisz");
        expect(text).not.toContain("Na Twoją prośbę");
      }
      expect(termsOf(client!)).toHaveLength(1);
      expect(plain(termsOf(client!)[0]!.content)).toMatch(/wzór formularza odstąpienia od umowy/i);
    },
  );
});
