// Every mail a client or the trainer gets names the trainer in the gender
// the trainer set: a woman's mails carry no "trener", a man's no "trenerka",
// whichever title the trainer publishes (the publish refuses one of the other
// gender, trainer-title-consistency.ts).
import { describe, expect, it } from "vitest";
import type { Gender } from "~/lib/polish-grammar";
import type { EmailMessage, MailAddresses } from "~/notifications/channels/email-format";
import { composeAcknowledgementMail, composeTrainerMail } from "~/enquiries/enquiry-mail.server";
import { sampleBooking } from "../../tests/support/booking-fixture";
import { PUBLISHED } from "../../tests/support/published-content";
import { composeBookingMail, type BookingMailKind } from "./booking-mail.server";

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@studio.example" },
  CONTACT_TO: "kontakt@studio.example",
  SITE_URL: "https://studio.example",
};

const FORMS: Record<Gender, string[]> = {
  masculine: ["trener", "trenera", "trenerowi", "trenerem", "trenerze"],
  feminine: ["trenerka", "trenerki", "trenerkę", "trenerce", "trenerką"],
};
const TITLES: Record<Gender, { roleTitle: string; jobTitle: string }> = {
  masculine: { roleTitle: "Trener personalny", jobTitle: "Certyfikowany trener personalny" },
  feminine: { roleTitle: "Trenerka personalna", jobTitle: "Certyfikowana trenerka personalna" },
};
const KINDS: BookingMailKind[] = [
  "booking_confirmed_visitor",
  "booking_confirmed_trainer",
  "booking_reminder",
  "booking_cancelled_visitor",
  "booking_cancelled_trainer",
];

/** What a person reads of a mail, without its addresses (which may well say "trener@…"). */
const readable = (mail: EmailMessage) =>
  [mail.subject, mail.text, mail.html]
    .map(String)
    .join("\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ");

const wordsOf = (text: string) => text.split(/[^\p{L}]+/u).map((word) => word.toLocaleLowerCase("pl"));

function mailsOf(gender: Gender): EmailMessage[] {
  const site = { ...PUBLISHED, trainer: { ...PUBLISHED.trainer, gender, ...TITLES[gender] } };
  const booking = sampleBooking({ email: "zofia@example.com", cancel_reason: "Choroba" });
  const options = { site, token: "7-abcdefghijklmnopqrstuvwxyz012345", uidHost: "studio.example", addresses, now: new Date("2027-03-01T17:00:00.000Z") };
  const enquiry = { id: 1, created_at: "2027-03-01T08:30:00.000Z", name: "Zofia Żak", email: "zofia@example.com", phone: null, message: "Dzień dobry" };
  return [
    ...KINDS.map((kind) => composeBookingMail(kind, booking, options)),
    composeBookingMail("booking_cancelled_visitor", { ...booking, cancel_reason: "client" }, options),
    composeTrainerMail(enquiry, "Plan treningowy", site, addresses),
    composeAcknowledgementMail(enquiry, site, addresses),
  ];
}

describe("the mails name the trainer in the trainer's gender", () => {
  it.each([
    ["feminine", "masculine"],
    ["masculine", "feminine"],
  ] as const)("a %s trainer's mails have no %s form of the title, and sign with the trainer's own", (gender, other) => {
    const mails = mailsOf(gender);
    expect(mails).toHaveLength(KINDS.length + 3);
    for (const mail of mails) expect(wordsOf(readable(mail)).filter((word) => FORMS[other].includes(word))).toEqual([]);
    expect(mails.some((mail) => readable(mail).includes(TITLES[gender].jobTitle))).toBe(true);
  });
});
