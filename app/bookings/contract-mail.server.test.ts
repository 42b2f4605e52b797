import { describe, expect, it } from "vitest";
import type { ClientPackage } from "~/db/database.server";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { sampleBooking } from "../../tests/support/booking-fixture";
import { PUBLISHED } from "../../tests/support/published-content";
import { composeBookingMail } from "./booking-mail.server";

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const now = new Date("2027-02-20T10:00:00.000Z");
const ordered: ClientPackage = {
  id: 3,
  client_id: 5,
  offer_slug: "pakiet-8-treningow",
  name: "Pakiet 8 treningów",
  sessions: 8,
  price: 1040,
  valid_weeks: 6,
  valid_from: "first_session",
  sold_on: "2027-02-20",
  starts_on: null,
  sequence: 0,
  low_notified_at: null,
  expiry_notified_at: null,
  notice_closed_at: null,
  sale_key: "key-7",
  created_at: now.toISOString(),
  removed_at: null,
  removed_reason: null,
  origin: "online",
  early_start_requested_at: now.toISOString(),
};

type Kind = Parameters<typeof composeBookingMail>[0];
const compose = (kind: Kind, options: { price?: number; sequence?: number; orderedPackage?: ClientPackage } = {}) =>
  composeBookingMail(kind, sampleBooking({ price: options.price ?? 150, sequence: options.sequence ?? 0 }), {
    site: PUBLISHED,
    token: "7-abcdefghijklmnopqrstuvwxyz012345",
    uidHost: "trener.example",
    addresses,
    now,
    orderedPackage: options.orderedPackage,
  });
const textOf = (kind: Kind, options?: Parameters<typeof compose>[1]) => String(compose(kind, options).text).replace(/\u00A0/g, " ");

describe("the confirmation of a paid session", () => {
  const text = textOf("booking_confirmed_visitor");

  it("carries the contract's terms: the price, how and when to pay with the transfer's details, who the trainer is", () => {
    expect(text).toContain("Cena: 150 zł");
    expect(text).toContain("Do zapłaty: 150 zł, na miejscu, w dniu treningu");
    expect(text).toContain(PUBLISHED.terms.payment.accountNumber);
    expect(text).toContain("Trening personalny 2027-03-02, rezerwacja nr 7");
    expect(text).toContain(`NIP ${PUBLISHED.business.taxId}`);
  });

  it("gives the 14 days for withdrawal (no art. 38 ust. 1 pkt 12 exemption), and links to the terms", () => {
    expect(text).toContain("w ciągu 14 dni od dnia jej zawarcia (dnia rezerwacji)");
    expect(text).not.toContain("pkt 12");
    expect(text).toContain("Regulamin: https://trener.example/regulamin");
    expect(text).not.toContain("Wzór formularza odstąpienia");
  });

  it("repeats none of it when the time changes, but keeps the link to the terms", () => {
    const moved = textOf("booking_confirmed_visitor", { sequence: 1 });
    expect(moved).not.toContain("Odstąpienie od umowy");
    expect(moved).toContain("Regulamin: https://trener.example/regulamin");
  });
});

describe("the confirmation of a package ordered with its first session", () => {
  const mail = compose("booking_confirmed_visitor", { orderedPackage: ordered });
  const text = String(mail.text).replace(/\u00A0/g, " ");

  it("names the package, its price and validity, never the single session's price", () => {
    expect(mail.subject).toBe("Potwierdzenie zamówienia: Pakiet 8 treningów, pierwszy trening we wtorek 2 marca 2027 o 18:00");
    expect(text).toContain("Cena pakietu: 1040 zł");
    expect(text).toContain("Treningi: 8 treningów do wykorzystania w ciągu 6 tygodni od pierwszego treningu");
    expect(text).toContain("Cena: w cenie pakietu (Pakiet 8 treningów)");
    expect(text).not.toContain("150 zł");
    expect(text).toContain("Do zapłaty: 1040 zł, na pierwszym treningu");
    expect(text).toContain("Pakiet 8 treningów 2027-03-02, rezerwacja nr 7");
  });

  it("carries the 14-day right, the client's request to start early, and the model form's text", () => {
    expect(text).toContain("w ciągu 14 dni od dnia jej zawarcia");
    expect(text).toContain("art. 35");
    expect(text).toContain("Na Twoją prośbę treningi zaczynają się przed upływem 14 dni");
    expect(text).toContain("https://trener.example/regulamin#formularz-odstapienia");
    expect(text).toContain("Wzór formularza odstąpienia od umowy");
    expect(text).toContain(`Adresat: ${PUBLISHED.business.legalName}`);
    expect(text).not.toContain("pkt 12");
    expect(text).not.toContain("Bez Twojej wyraźnej prośby");
  });

  it("tells the trainer the package was ordered, unpaid", () => {
    expect(textOf("booking_confirmed_trainer", { orderedPackage: ordered })).toContain(
      "Zamówiono też pakiet: Pakiet 8 treningów, 1040 zł (do zapłaty), z prośbą o rozpoczęcie treningów przed upływem 14 dni",
    );
  });
});

describe("a free consultation's mails", () => {
  it("gain only the link to the terms", () => {
    const text = textOf("booking_confirmed_visitor", { price: 0 });
    expect(text).toContain("Regulamin: https://trener.example/regulamin");
    expect(text).not.toContain("Odstąpienie od umowy");
    expect(text).not.toContain("Do zapłaty");
  });

  it.each(["booking_reminder", "booking_cancelled_visitor"] as const)("%s links to the terms too", (kind) => {
    expect(textOf(kind, { price: 0 })).toContain("Regulamin: https://trener.example/regulamin");
  });
});
