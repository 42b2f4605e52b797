import { describe, expect, it } from "vitest";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { removePackage, sellPackage } from "~/packages/client-packages.server";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, outboxTestKit } from "../../tests/support/outbox-test-kit";
import { EIGHT, sold } from "../../tests/support/package-fixture";

describe.each(DIALECTS)("the package mail on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo, worker, settle } = outboxTestKit(dialect, {
    clock: () => now,
    setClock: (date) => (now = date),
    setDatabase: (database) => (test = database),
  });

  it("confirms the sale to the client, and tells the trainer once that one session is left, with a link to the client's card", async () => {
    const start = Date.parse("2027-03-02T17:00:00.000Z");
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio",
        start,
        end: start + HOUR,
        bufferMs: 0,
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "",
        notes: "",
        submissionKey: "pakiet-mail",
      },
      new Date("2027-02-20T08:00:00Z"),
    );
    if (made.kind === "taken") throw new Error("not booked");
    const clientId = made.booking.client_id!;
    await sellPackage(
      test.db,
      clientId,
      {
        offerSlug: "pakiet-2",
        services: ["trening", "trening-personalny"],
        name: "Pakiet 2 treningów",
        sessions: 2,
        price: 260,
        validWeeks: 4,
        validFrom: "first_session",
        paidBy: "cash",
        saleKey: "pakiet-mail-sprzedaz",
      },
      new Date("2027-02-20T08:00:00Z"),
    );
    now = new Date("2027-03-03T08:00:00Z");
    await test.db.updateTable("outbox").set({ status: "skipped" }).where("booking_id", "is not", null).execute();
    expect(await changeBooking(test.db, made.booking.id, { kind: "attended" }, { now })).toMatchObject({ ok: true });
    const smtp = await sink();
    worker(transportTo(smtp.url));
    const packageMails = () => test.db.selectFrom("outbox").select(["kind", "status"]).where("package_id", "is not", null).execute();
    // The sink has the messages a moment before the worker records them as sent.
    await waitFor(async () => (await packageMails()).every((row) => row.status === "sent"), { what: "the package mails sent" });
    expect(smtp.messages).toHaveLength(2);
    const sale = smtp.messages.find((message) => message.envelope.to.includes("anna@example.com"))!;
    expect(sale.header("Subject")).toBe("Potwierdzenie zakupu: Pakiet 2 treningów");
    // Rendered when sent: the first session, attended by then, fixed the validity's end.
    expect(sale.text).toMatch(/Treningi: 2 treningi\nWażność: 4 tygodnie, do 29 marca 2027\nCena: 260\szł\nPłatność: opłacone/);
    expect(sale.text).toContain("Wzór formularza odstąpienia od umowy");
    const [mail] = smtp.messages.filter((message) => message !== sale);
    expect(mail!.envelope.to).toEqual(["trener@trener.example"]);
    expect(mail!.header("Subject")).toBe("Pakiet się kończy: Anna Nowak, Pakiet 2 treningów");
    expect(mail!.raw).toContain(`/admin/klienci/${clientId}`);
    expect((await packageMails()).map((row) => row.kind).sort()).toEqual(["package_running_out_trainer", "package_sold_client"]);
  });

  it("waits ten minutes with the sale's confirmation: a package removed before then mails nothing, one removed after tells the client it is cancelled", async () => {
    const soldAt = new Date("2027-02-20T08:00:00Z");
    const minutes = (count: number) => new Date(soldAt.getTime() + count * 60_000);
    const client = await test.db
      .insertInto("clients")
      .values({ name: "Ewa Lis", email: "ewa@example.com", phone: "", notes: "", created_at: soldAt.toISOString(), last_activity_at: soldAt.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sell = () => sellPackage(test.db, client.id, sold(EIGHT), soldAt);
    const mistake = await sell();
    const kept = await sell();
    now = minutes(5);
    const smtp = await sink();
    worker(transportTo(smtp.url));
    await settle();
    expect(smtp.messages).toHaveLength(0);

    expect(await removePackage(test.db, mistake, 0, "pomyłka", minutes(5))).toEqual({ removed: "confirmation-withdrawn" });
    now = minutes(11);
    await waitFor(() => smtp.messages.length === 1, { what: "the kept package's confirmation" });
    await settle();
    expect(smtp.messages.map((mail) => mail.header("Subject"))).toEqual(["Potwierdzenie zakupu: Pakiet 8 treningów"]);

    // Sent: removing it now tells the client.
    await waitFor(async () => (await test.db.selectFrom("outbox").select("status").where("package_id", "=", kept).executeTakeFirst())?.status === "sent");
    expect(await removePackage(test.db, kept, 0, "klient zrezygnował", minutes(12))).toEqual({ removed: "told" });
    now = minutes(12);
    await waitFor(() => smtp.messages.length === 2, { what: "the word of the removal" });
    const removal = smtp.messages[1]!;
    expect(removal.envelope.to).toEqual(["ewa@example.com"]);
    expect(removal.header("Subject")).toBe("Pakiet anulowany: Pakiet 8 treningów");
    expect(removal.text).toContain("Pakiet „Pakiet 8 treningów” zapisany 20 lutego 2027 został anulowany");
    expect(removal.text).toContain("Nie trzeba za niego płacić.");
  });
});
