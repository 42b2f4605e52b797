// The confirmation says what its booking page says (issue 56): a session a
// package the client holds pays for (one for its service) costs nothing more,
// and a session of a service the package does not cover is owed at its price.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxRow } from "~/db/database.server";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { sellPackage } from "~/packages/client-packages.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, EIGHT, HOUR, sessionRequest, sold, tuesday } from "../../tests/support/package-fixture";
import { PUBLISHED } from "../../tests/support/published-content";
import { bookSession } from "./booking-store.server";
import { bookingTemplates } from "./booking-templates.server";

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const normalSpaces = (value: string) => value.replace(/\u00A0/g, " ");

describe.each(DIALECTS)("the confirmation of a client with a package on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("says 'w cenie pakietu' only for a service the package pays for, and what is owed for another", async () => {
    const email = "pakiet-mail@example.com";
    const book = async (start: number, service?: { slug: string; name: string; price: number }) => {
      const made = await bookSession(test.db, sessionRequest(start, email, service ? { service } : {}), bookedAt);
      if (made.kind === "taken") throw new Error("not booked");
      return made.booking;
    };
    const covered = await book(tuesday(0));
    const outside = await book(tuesday(0) + 3 * HOUR, { slug: "trening-w-plenerze", name: "Trening w plenerze", price: 150 });
    await sellPackage(test.db, covered.client_id!, sold({ ...EIGHT, services: ["trening"] }), bookedAt);

    const template = bookingTemplates({ addresses, site: () => PUBLISHED, groupOf: async () => undefined }).booking_confirmed_visitor!.email!;
    const textOf = async (bookingId: number) => {
      const row = { booking_id: bookingId, kind: "booking_confirmed_visitor", created_at: bookedAt.toISOString() } as OutboxRow;
      const rendered = await template(row, { db: test.db, now: bookedAt });
      if (!rendered || !("message" in rendered)) throw new Error("no mail");
      return normalSpaces((rendered.message as { text: string }).text);
    };
    const inPackage = await textOf(covered.id);
    expect(inPackage).toContain("Cena: w cenie pakietu (Pakiet 8 treningów)");
    expect(inPackage).not.toContain("Do zapłaty");
    const owed = await textOf(outside.id);
    expect(owed).toContain("Cena: 150 zł");
    expect(owed).toContain("Do zapłaty: 150 zł");
    expect(owed).not.toContain("w cenie pakietu");
  });
});
