import ICAL from "ical.js";
import type { EmailMessage as SendMailOptions } from "~/notifications/channels/email-format";
import { describe, expect, it } from "vitest";
import type { Booking } from "~/db/database.server";
import { sampleBooking } from "../../tests/support/booking-fixture";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { liveSite } from "~/site-content/live-content.server";
import { composeBookingMail } from "./booking-mail.server";
import { PUBLISHED } from "../../tests/support/published-content";

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const token = "7-abcdefghijklmnopqrstuvwxyz012345";
const manageUrl = `https://trener.example/rezerwacja/${token}`;
const { business, trainer } = liveSite();

const booking = sampleBooking({ notes: "Proszę o <b>łagodny</b> start & rozgrzewkę" });
const when = "wtorek, 2 marca 2027, 18:00–19:00";
const now = new Date("2027-03-01T17:00:00.000Z");

function compose(kind: Parameters<typeof composeBookingMail>[0], changes: Partial<Booking> = {}) {
  return composeBookingMail(kind, { ...booking, ...changes }, { site: PUBLISHED, token, uidHost: "trener.example", addresses, now });
}

/** The attached calendar file, parsed, and its content type (a paid session's first confirmation also carries the terms, regulamin.html). */
function calendarOf(mail: SendMailOptions) {
  const files = (mail.attachments ?? []).filter((attachment) => attachment.filename !== "regulamin.html");
  expect(files).toHaveLength(1);
  const [file] = files;
  expect(file!.filename).toBe("rezerwacja.ics");
  const calendar = new ICAL.Component(ICAL.parse(String(file!.content)));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { contentType: file!.contentType, method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(events[0]!), component: events[0]! };
}

const normalSpaces = (value: unknown) => String(value).replace(/\u00A0/g, " ");

describe("the visitor's confirmation", () => {
  it("goes to the client from the site, Reply-To the trainer, marked automatic", () => {
    const mail = compose("booking_confirmed_visitor");
    expect(mail.to).toEqual({ name: "", address: "lucja@example.com" });
    expect(mail.from).toEqual(addresses.MAIL_FROM);
    expect(mail.replyTo).toBe("trener@trener.example");
    expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    expect(mail.subject).toBe(`Potwierdzenie rezerwacji: Trening personalny, ${when}`);
  });

  it("says what, when, where and for how much, and how to cancel or move it", () => {
    const { text, html } = compose("booking_confirmed_visitor");
    expect(text).toContain("Usługa: Trening personalny");
    expect(text).toContain(`Termin: ${when}`);
    expect(text).toContain("Miejsce: Studio, ul. Sportowa 1, Przykładowo");
    expect(normalSpaces(text)).toContain("Cena: 150 zł");
    expect(text).toContain(manageUrl);
    expect(html).toContain(`<a href="${manageUrl}">`);
    const cutoff = liveSite().booking.cancelCutoffHours;
    expect(cutoff).toBe(12);
    expect(text).toContain("Przez ten link możesz to zrobić do 2 marca 2027, 06:00, czyli 12 godzin przed rozpoczęciem; później tylko telefonicznie");
    expect(text).toContain(business.phone);
    expect(text).toContain(trainer.name);
  });

  it("keeps the window the booking was confirmed with, whatever the settings say now", () => {
    const kept = compose("booking_confirmed_visitor", { cancel_cutoff_hours: 20 }).text;
    expect(normalSpaces(kept)).toContain("do 1 marca 2027, 22:00, czyli 20 godzin przed rozpoczęciem");
  });

  it("keeps it in the reminder too", () => {
    const reminder = compose("booking_reminder", { cancel_cutoff_hours: 20 }).text;
    expect(normalSpaces(reminder)).toContain("czyli 20 godzin przed rozpoczęciem");
  });

  it("states the no-show rule for a paid session only while it is on", () => {
    const on = { ...PUBLISHED, booking: { ...PUBLISHED.booking, noShowCountsAsSession: true } };
    const mail = (changes: Partial<Booking>, site = on) =>
      normalSpaces(
        composeBookingMail("booking_confirmed_visitor", { ...booking, ...changes }, { site, token, uidHost: "trener.example", addresses, now }).text,
      );
    expect(mail({})).toContain("Nieobecność bez odwołania liczy się jak trening, który się odbył");
    expect(mail({ price: 0 })).not.toContain("Nieobecność");
    expect(mail({}, PUBLISHED)).not.toContain("Nieobecność");
  });

  it("says bezpłatnie for a free session", () => {
    expect(compose("booking_confirmed_visitor", { price: 0 }).text).toContain("Cena: bezpłatnie");
  });

  it("carries neither the notes nor the name the visitor typed", () => {
    const { text, html } = compose("booking_confirmed_visitor");
    for (const part of [text, html]) {
      expect(part).not.toMatch(/łagodny|Łucja|600 100 200/);
    }
  });

  it("attaches the event to publish", () => {
    const { contentType, method, event } = calendarOf(compose("booking_confirmed_visitor"));
    expect(contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(method).toBe("PUBLISH");
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.starts_at);
    expect(event.description).toContain(manageUrl);
  });

  it("after a move is a change of date, with the calendar file's next SEQUENCE", () => {
    const mail = compose("booking_confirmed_visitor", { sequence: 1 });
    expect(mail.subject).toBe(`Zmiana terminu: Trening personalny, ${when}`);
    expect(calendarOf(mail).event.sequence).toBe(1);
  });

  it("is not composed for an address a header parser could read as two", () => {
    expect(() => compose("booking_confirmed_visitor", { email: "a@example.com\r\nBcc: b@example.com" })).toThrow(/address/);
  });
});

describe("the trainer's copy", () => {
  it("goes to the trainer with Reply-To the client and every detail, escaped", () => {
    const mail = compose("booking_confirmed_trainer");
    expect(mail.to).toBe("trener@trener.example");
    expect(mail.replyTo).toEqual({ name: "Łucja Żółtowska", address: "lucja@example.com" });
    expect(mail.subject).toBe(`Nowa rezerwacja: Trening personalny — Łucja Żółtowska, ${when}`);
    expect(mail.text).toContain("Telefon: +48 600 100 200");
    expect(mail.text).toContain("E-mail: lucja@example.com");
    expect(mail.text).toContain("Proszę o <b>łagodny</b> start & rozgrzewkę");
    expect(mail.html).toContain("Proszę o &#60;b&#62;łagodny&#60;/b&#62; start &#38; rozgrzewkę");
    expect(mail.html).not.toContain("<b>");
    expect(mail.text).toContain("https://trener.example/admin/kalendarz");
    // The attached event is what the feed would put in the trainer's calendar: the first name only, unless the full feed was chosen.
    const { event } = calendarOf(mail);
    expect(event.summary).toBe("Trening personalny — Łucja");
    expect(event.description).not.toMatch(/łagodny|600 100 200|lucja@example\.com|Żółtowska/);
  });

  it("keeps line breaks in the name out of the headers and drops a Reply-To that is not a plain address", () => {
    const mail = compose("booking_confirmed_trainer", { name: "Jan\r\nBcc: evil@example.com", email: "jan@example.com\nBcc: x@example.com", sequence: 2 });
    expect(mail.subject).toBe(`Zmiana terminu: Trening personalny — Jan Bcc: evil@example.com, ${when}`);
    expect(mail.replyTo).toBeUndefined();
  });
});

describe("the reminder", () => {
  it("goes to the client the day before, saying jutro and the hour, with the link and the phone", () => {
    const mail = compose("booking_reminder");
    expect(mail.to).toEqual({ name: "", address: "lucja@example.com" });
    expect(mail.subject).toBe("Przypomnienie: Trening personalny jutro o 18:00");
    expect(mail.text).toContain(manageUrl);
    expect(mail.text).toContain(business.phone);
    expect(mail.text).not.toContain("łagodny");
    expect(mail.attachments).toBeUndefined();
  });

  it("counts the day in Warsaw: dziś after a late retry, and a date further off", () => {
    const late = composeBookingMail("booking_reminder", booking, {
      site: PUBLISHED,
      token,
      uidHost: "trener.example",
      addresses,
      now: new Date("2027-03-01T23:30:00.000Z"),
    });
    expect(late.subject).toBe("Przypomnienie: Trening personalny dziś o 18:00");
    const early = composeBookingMail("booking_reminder", booking, {
      site: PUBLISHED,
      token,
      uidHost: "trener.example",
      addresses,
      now: new Date("2027-02-25T12:00:00.000Z"),
    });
    expect(early.subject).toBe("Przypomnienie: Trening personalny, wtorek, 2 marca, 18:00");
  });

  it("sent late, past the cut-off, apologises and promises no deadline that has passed", () => {
    const dueAt = new Date("2027-03-01T17:00:00.000Z");
    const late = composeBookingMail("booking_reminder", booking, {
      site: PUBLISHED,
      token,
      uidHost: "trener.example",
      addresses,
      now: new Date("2027-03-02T09:00:00.000Z"),
      dueAt,
    });
    expect(late.text).toContain("Przepraszam, że to przypomnienie przychodzi później, niż powinno.");
    expect(late.text).toContain(`Termin możesz już zmienić lub odwołać tylko telefonicznie: ${business.phone}.`);
    expect(late.text).not.toContain("Przez ten link możesz");
    const onTime = composeBookingMail("booking_reminder", booking, { site: PUBLISHED, token, uidHost: "trener.example", addresses, now: dueAt, dueAt });
    expect(onTime.text).not.toContain("Przepraszam");
    expect(onTime.text).toContain("Przez ten link możesz to zrobić do 2 marca 2027, 06:00");
  });
});

describe("the visitor's cancellation", () => {
  it("confirms the client's own cancellation and offers another date", () => {
    const mail = compose("booking_cancelled_visitor", { status: "cancelled", cancel_reason: "client", sequence: 1 });
    expect(mail.to).toEqual({ name: "", address: "lucja@example.com" });
    expect(mail.subject).toBe(`Rezerwacja odwołana: Trening personalny, ${when}`);
    expect(mail.text).toContain("potwierdzam odwołanie rezerwacji");
    expect(mail.text).toContain("https://trener.example/rezerwacja");
    expect(mail.text).not.toContain("Przepraszam");
  });

  it("brings the trainer's message, escaped, and the way to book again; an apology of its own only without a message", () => {
    const reason = "Choroba <script>alert(1)</script> & przeziębienie.\nOdezwę się.";
    const mail = compose("booking_cancelled_visitor", { status: "cancelled", cancel_reason: reason, sequence: 1 });
    expect(mail.text).toContain("niestety muszę odwołać rezerwację");
    expect(mail.text).toContain(reason);
    expect(mail.text).not.toContain("Przepraszam za kłopot.");
    expect(compose("booking_cancelled_visitor", { status: "cancelled", cancel_reason: "", sequence: 1 }).text).toContain("Przepraszam za kłopot.");
    expect(mail.html).toContain("Choroba &#60;script&#62;alert(1)&#60;/script&#62; &#38; przeziębienie.<br>\nOdezwę się.");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain('<a href="https://trener.example/rezerwacja">');
    expect(mail.text).toContain(business.phone);
  });

  it("attaches METHOD:CANCEL so calendars remove the event", () => {
    const { contentType, method, component, event } = calendarOf(
      compose("booking_cancelled_visitor", { status: "cancelled", cancel_reason: "client", sequence: 1 }),
    );
    expect(contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(method).toBe("CANCEL");
    expect(component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe("booking-7@trener.example");
    expect(event.sequence).toBe(1);
  });
});

describe("the trainer's note of a cancellation", () => {
  it("tells the trainer the time is free again", () => {
    const mail = compose("booking_cancelled_trainer", { status: "cancelled", cancel_reason: "client", sequence: 1 });
    expect(mail.to).toBe("trener@trener.example");
    expect(mail.replyTo).toEqual({ name: "Łucja Żółtowska", address: "lucja@example.com" });
    expect(mail.subject).toBe(`Odwołana rezerwacja: Trening personalny — Łucja Żółtowska, ${when}`);
    expect(mail.text).toContain("została odwołana przez klienta (linkiem z e-maila). Ten termin jest znowu wolny.");
    expect(calendarOf(mail).method).toBe("CANCEL");
  });

  it("goes to the published e-mail when CONTACT_TO is unset", () => {
    const mail = composeBookingMail("booking_cancelled_trainer", booking, {
      site: PUBLISHED,
      token,
      uidHost: "trener.example",
      addresses: { ...addresses, CONTACT_TO: undefined },
      now,
    });
    expect(mail.to).toBe(business.email);
  });
});
