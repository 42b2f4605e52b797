// The confirmation links to the health questionnaire while the client has not
// filled it in (the template asks: booking-templates.server.ts); no other mail does.
import { describe, expect, it } from "vitest";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { sampleBooking } from "../../tests/support/booking-fixture";
import { PUBLISHED } from "../../tests/support/published-content";
import { composeBookingMail } from "./booking-mail.server";

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const options = {
  site: PUBLISHED,
  token: "7-abcdefghijklmnopqrstuvwxyz012345",
  uidHost: "trener.example",
  addresses,
  now: new Date("2027-03-01T17:00:00.000Z"),
};
const LINK = "https://trener.example/moje-treningi/ankieta";

describe("the health questionnaire's link in a booking's mail", () => {
  it("follows the session's details in the confirmation when asked for, and only then", () => {
    const asked = composeBookingMail("booking_confirmed_visitor", sampleBooking(), { ...options, askQuestionnaire: true });
    const text = String(asked.text);
    expect(text).toContain("Przed pierwszym treningiem wypełnij, proszę, krótką ankietę zdrowotną (około 3 minut):");
    expect(text).toContain(LINK);
    expect(text.indexOf("Termin:")).toBeLessThan(text.indexOf(LINK));
    expect(String(asked.html)).toContain(`<a href="${LINK}">`);
    expect(String(composeBookingMail("booking_confirmed_visitor", sampleBooking(), options).text)).not.toContain(LINK);
  });
});
