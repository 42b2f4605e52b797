import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~content/index";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink";
import { withinHours } from "../lib/polish-phrases";
import { hasBreakableOneLetterWord } from "../lib/typeset";
import { createMailTransport } from "~/notifications/channels/email.server";
import type { MailAddresses } from "~/notifications/channels/email-format";
import { composeAcknowledgementMail, composeTrainerMail, type EnquiryForMail } from "./enquiry-mail.server";
import { ACKNOWLEDGEMENT_FOOTNOTE, ACKNOWLEDGEMENT_GREETING } from "./enquiry-mail.messages";
import { PUBLISHED } from "../../tests/support/published-content";

const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};

const enquiry: EnquiryForMail = {
  id: 42,
  created_at: "2025-03-14T08:30:00.000Z",
  name: "Łukasz Żółć",
  email: "lukasz@example.com",
  phone: "+48 600 100 200",
  message: 'Cześć!\r\nMam pytanie <b>o plan</b> & dietę.\n<script>alert("x")</script>',
};

describe("composeTrainerMail", () => {
  it("writes to the trainer from the site, with Reply-To the visitor", () => {
    const mail = composeTrainerMail(enquiry, "Plan treningowy", PUBLISHED, addresses);
    expect(mail.from).toEqual(addresses.MAIL_FROM);
    expect(mail.to).toBe("trener@trener.example");
    expect(mail.replyTo).toEqual({ name: "Łukasz Żółć", address: "lukasz@example.com" });
    expect(mail.subject).toBe("Nowe zapytanie: Plan treningowy — Łukasz Żółć");
  });

  it("calls an enquiry without a service by the free consultation's one name", () => {
    expect(composeTrainerMail(enquiry, null, PUBLISHED, addresses).subject).toBe("Nowe zapytanie: Bezpłatna konsultacja — Łukasz Żółć");
  });

  it("shows every field, the Warsaw time and the message with its line breaks", () => {
    const { text, html } = composeTrainerMail({ ...enquiry, phone: null }, null, PUBLISHED, addresses);
    expect(text).toContain("Zapytanie nr 42 ze strony, wysłane 14 marca 2025, 09:30.");
    expect(text).toContain("Telefon: nie podano");
    expect(text).toContain("Usługa: Bezpłatna konsultacja");
    expect(text).toContain('Mam pytanie <b>o plan</b> & dietę.\n<script>alert("x")</script>');
    expect(html).toContain("Cześć!<br>\nMam pytanie &#60;b&#62;o plan&#60;/b&#62; &#38; dietę.<br>\n&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(html).not.toMatch(/<script|<b>/);
  });

  it("keeps CR/LF in the name out of the subject and Reply-To, and drops a Reply-To that is not a plain address", () => {
    const mail = composeTrainerMail(
      { ...enquiry, name: "Jan\r\nBcc: evil@example.com", email: "jan@example.com\r\nBcc: evil@example.com" },
      null,
      PUBLISHED,
      addresses,
    );
    expect(mail.subject).toBe("Nowe zapytanie: Bezpłatna konsultacja — Jan Bcc: evil@example.com");
    expect(mail.replyTo).toBeUndefined();
    expect(composeTrainerMail({ ...enquiry, name: "Jan\nKowalski" }, null, PUBLISHED, addresses).replyTo).toEqual({
      name: "Jan Kowalski",
      address: "lukasz@example.com",
    });
  });
});

describe("composeAcknowledgementMail", () => {
  it("thanks the visitor in Polish, replies go to the trainer, and carries none of the visitor's words", () => {
    const mail = composeAcknowledgementMail(enquiry, PUBLISHED, addresses);
    expect(mail.to).toEqual({ name: "", address: "lukasz@example.com" });
    expect(mail.replyTo).toBe("trener@trener.example");
    expect(mail.subject).toBe(`Dziękuję za wiadomość — ${site.trainer.name}`);
    expect(mail.text).toContain("dziękuję za wiadomość wysłaną przez formularz na stronie trener.example");
    expect(mail.text).toContain(`zadzwoń: ${site.business.phone}`);
    for (const body of [mail.text, mail.html] as string[]) {
      expect(body).not.toContain("Łukasz");
      expect(body).not.toContain("plan</b>");
    }
  });

  it("promises an answer in the phrase the response time needs, keeps one-letter words with the next, and addresses no one as a man only", () => {
    const mail = composeAcknowledgementMail(enquiry, PUBLISHED, addresses);
    expect(mail.text).toContain(`Odpowiem ${withinHours(site.business.responseTimeHours)}, zwykle szybciej.`);
    const paragraphs = [...(mail.html as string).matchAll(/<p[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]!);
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs.filter(hasBreakableOneLetterWord)).toEqual([]);
    expect(mail.text).not.toMatch(/\p{L}+łeś\b|\p{L}+łbyś\b/u);
  });

  it("links to the client's page (/moje-treningi) as every client mail does, its footnote still last", () => {
    const mail = composeAcknowledgementMail(enquiry, PUBLISHED, addresses);
    const blocks = (mail.text as string).split("\n\n");
    expect(blocks.at(-2)).toBe("Wszystkie Twoje treningi, pakiet i płatności: https://trener.example/moje-treningi");
    expect(blocks.at(-1)).toBe(ACKNOWLEDGEMENT_FOOTNOTE);
    expect(blocks.at(-3)).toBe([ACKNOWLEDGEMENT_GREETING, site.trainer.name, site.trainer.jobTitle].join("\n"));
    const html = mail.html as string;
    expect(html).toContain('<a href="https://trener.example/moje-treningi">https://trener.example/moje-treningi</a>');
    expect(html.indexOf("/moje-treningi")).toBeLessThan(html.indexOf('<p style="color: #6b7280; font-size: 13px;">'));
  });

  it("refuses an address that is not plain", () => {
    expect(() => composeAcknowledgementMail({ ...enquiry, email: "a@example.com\r\nBcc: b@example.com" }, PUBLISHED, addresses)).toThrow();
  });
});

describe("delivery over SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("arrives with the right From, To, Reply-To, subject and escaped body", async () => {
    const transport = createMailTransport(sink.url)!;
    await transport.sendMail(composeTrainerMail(enquiry, "Plan treningowy", PUBLISHED, addresses));
    transport.close();

    const mail = sink.messages.at(-1)!;
    expect(mail.envelope).toEqual({ from: "no-reply@trener.example", to: ["trener@trener.example"] });
    expect(mail.header("From")).toBe("Strona WWW <no-reply@trener.example>");
    expect(mail.header("To")).toBe("trener@trener.example");
    expect(mail.header("Reply-To")).toBe("Łukasz Żółć <lukasz@example.com>");
    expect(mail.header("Subject")).toBe("Nowe zapytanie: Plan treningowy — Łukasz Żółć");
    expect(mail.text).toContain('<script>alert("x")</script>');
    expect(mail.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(mail.html).not.toContain("<script");
  });

  it("never lets CR/LF from the name or e-mail make a header", async () => {
    const transport = createMailTransport(sink.url)!;
    const name = "Jan\r\nBcc: evil@example.com\r\nX-Evil: 1";
    await transport.sendMail(
      composeTrainerMail({ ...enquiry, name, email: "jan@example.com\r\nBcc: evil2@example.com" }, "Dieta\r\nCc: evil3@example.com", PUBLISHED, addresses),
    );
    await transport.sendMail(composeTrainerMail({ ...enquiry, name, email: "jan@example.com" }, null, PUBLISHED, addresses));
    transport.close();

    const [badAddress, goodAddress] = sink.messages.slice(-2);
    for (const mail of [badAddress!, goodAddress!]) {
      expect(mail.envelope.to).toEqual(["trener@trener.example"]);
      const names = mail.headerLines.map(([header]) => header.toLowerCase());
      for (const injected of ["bcc", "cc", "x-evil"]) expect(names).not.toContain(injected);
    }
    expect(badAddress!.header("Subject")).toBe("Nowe zapytanie: Dieta Cc: evil3@example.com — Jan Bcc: evil@example.com X-Evil: 1");
    expect(badAddress!.header("Reply-To")).toBeUndefined();
    expect(goodAddress!.header("Reply-To")).toBe('"Jan Bcc: evil@example.com X-Evil: 1" <jan@example.com>');
  });
});
