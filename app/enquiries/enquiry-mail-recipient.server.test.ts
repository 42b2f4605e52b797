import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishSection, seedContent } from "~/site-content/content-store.server";
import { initialContent, liveSite, refreshLiveContent } from "~/site-content/live-content.server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { composeAcknowledgementMail, composeTrainerMail } from "./enquiry-mail.server";

const enquiry = {
  id: 7,
  created_at: "2026-11-23T10:00:00.000Z",
  name: "Ewa",
  email: "ewa@example.com",
  phone: null,
  message: "Dzień dobry, proszę o kontakt.",
};
const withoutRecipient: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: undefined,
  SITE_URL: "https://trener.example",
};

describe("without CONTACT_TO, enquiries go to the e-mail the trainer publishes", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    await seedContent(test.db, initialContent());
    await refreshLiveContent(test.db);
  });
  afterAll(() => test.drop());

  it("follows a change made in the editor, and CONTACT_TO still wins when set", async () => {
    expect(composeTrainerMail(enquiry, null, liveSite(), withoutRecipient).to).toBe(initialContent().business.email);
    const business = { ...initialContent().business, email: "nowy.adres@trener.example" };
    await publishSection(test.db, { section: "business", baseVersion: 1, document: business, summary: "e-mail", author: "test" });
    await refreshLiveContent(test.db);
    expect(composeTrainerMail(enquiry, null, liveSite(), withoutRecipient).to).toBe("nowy.adres@trener.example");
    expect(composeAcknowledgementMail(enquiry, liveSite(), withoutRecipient).replyTo).toBe("nowy.adres@trener.example");
    expect(composeTrainerMail(enquiry, null, liveSite(), { ...withoutRecipient, CONTACT_TO: "biuro@trener.example" }).to).toBe("biuro@trener.example");
  });
});
