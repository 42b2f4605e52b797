import { describe, expect, it } from "vitest";
import { resolveContent } from "~/site-content";
import { initialContent } from "~/site-content/live-content.server";
import { paymentFactsOf, paymentLines, termsDocument, termsFactsOf, termsFile, withdrawalFormLines } from "~/terms";

const content = resolveContent(initialContent());

describe("the terms written from the facts", () => {
  const parts = termsDocument(termsFactsOf(content, "https://trener.example"));
  const text = (id: string) => parts.find((part) => part.id === id)!.paragraphs.join("\n");

  it("name the trainer, every paid price-list item with its price, and the booking rules", () => {
    expect(text("kto")).toContain(`NIP ${content.business.taxId}`);
    expect(text("kto")).toContain(content.business.email);
    for (const item of content.offer.packages.filter((candidate) => candidate.sessions > 1)) expect(text("uslugi")).toContain(item.name);
    expect(text("uslugi")).toContain("Pakiet 8 treningów: 1040\u00a0zł za 8 treningów, do wykorzystania w ciągu 6 tygodni.");
    expect(text("odwolywanie")).toContain("najpóźniej 12 godzin przed terminem");
  });

  it("follow a changed cancellation window and no-show rule", () => {
    const changed = termsDocument(
      termsFactsOf({ ...content, booking: { ...content.booking, cancelCutoffHours: 24, noShowCountsAsSession: true } }, "https://trener.example"),
    );
    const cancelling = changed.find((part) => part.id === "odwolywanie")!.paragraphs.join("\n");
    expect(cancelling).toContain("najpóźniej 24 godziny przed terminem");
    expect(cancelling).toContain("liczy się jak odbyty");
  });

  it("give the withdrawal right of a session and of a package with the form's absolute address, claiming no exemption for training", () => {
    expect(text("odstapienie")).not.toContain("pkt 12");
    expect(text("odstapienie")).toContain("Od umowy o trening możesz odstąpić");
    expect(text("odstapienie")).toContain("w ciągu 14 dni od dnia jej zawarcia");
    expect(text("odstapienie")).toContain("https://trener.example/regulamin#formularz-odstapienia");
    expect(text("odstapienie")).toContain("art. 35");
  });

  it("describe the electronic services as art. 8 of the act on them asks: kinds, requirements, unlawful content, ending, complaints", () => {
    const services = text("uslugi-elektroniczne");
    for (const part of ["„Moje treningi”", "powiadomienia push", "listę oczekujących", "kalendarz do subskrypcji", "bezpłatnie"])
      expect(services).toContain(part);
    expect(services).toContain("aktualna przeglądarka");
    expect(services).toContain("Nie wolno przesyłać przez stronę treści bezprawnych");
    expect(services).toContain("zakończysz ją w każdej chwili bez kosztów");
    expect(services).toContain(`Reklamację usług elektronicznych złożysz tak jak każdą inną: e-mailem na ${content.business.email}`);
    expect(services).toContain("Odpowiem w ciągu 14 dni.");
  });

  it("say the confirmation carries the terms in force as a file, and free consultation plainly", () => {
    expect(text("zamowienie")).toContain("w załączniku do niego jest ten regulamin w wersji obowiązującej w dniu zawarcia umowy");
    expect(text("uslugi")).toContain("Konsultacja jest bezpłatna, a jej rezerwacja nie zobowiązuje do zakupu.");
    expect(text("uslugi")).not.toContain("nic nie kosztuje");
  });

  it("address the model form to the trainer", () => {
    expect(withdrawalFormLines(content.business).join("\n")).toContain(`Adresat: ${content.business.legalName}`);
  });
});

describe("the terms as a file to keep", () => {
  it("is the whole document and the model form, escaped, naming the day of the contract", () => {
    const file = termsFile({ ...content, business: { ...content.business, legalName: "Kowalski & <Syn>" } }, "https://trener.example", "26 listopada 2026");
    expect(file).toMatchObject({ filename: "regulamin.html", contentType: "text/html; charset=utf-8" });
    const html = String(file.content);
    expect(html).toContain("Regulamin obowiązujący w dniu zawarcia umowy (26 listopada 2026)");
    expect(html).toContain("Kowalski &#38; &#60;Syn&#62;");
    expect(html).not.toContain("<Syn>");
    expect(html).toContain("§ 1. Kto świadczy usługi");
    expect(html).toContain("Usługi elektroniczne");
    expect(html).toContain("Załącznik: wzór formularza odstąpienia od umowy");
  });
});

describe("how to pay", () => {
  const payment = paymentFactsOf(content);

  it("gives the amount, when, the methods and the transfer and BLIK details with the title", () => {
    const lines = paymentLines(payment, { amount: 1040, title: "Pakiet 8 treningów, Łucja Żółtowska", what: "package" });
    expect(lines[0]).toBe("Do zapłaty: 1040\u00a0zł, na pierwszym treningu: gotówką, przelewem lub BLIK-iem.");
    expect(lines[1]).toContain("numer konta 61 1090 1014 0000 0712 1981 2874");
    expect(lines[1]).toContain(`odbiorca: ${content.business.legalName}`);
    expect(lines[2]).toContain("+48 500 000 000");
  });

  it("leaves out the details of a method the trainer does not take", () => {
    const cashOnly = paymentFactsOf({ ...content, terms: { ...content.terms, payment: { ...content.terms.payment, methods: ["cash"] } } });
    expect(paymentLines(cashOnly, { amount: 150, title: "x" })).toEqual(["Do zapłaty: 150\u00a0zł, na miejscu, w dniu treningu: gotówką."]);
  });
});

describe("the terms' part on group sessions", () => {
  const withGroups = (minSeats: number | null) => ({
    ...content,
    booking: {
      ...content.booking,
      services: [
        ...content.booking.services,
        { ...content.booking.services[0]!, slug: "grupa", name: "Trening w grupie", seats: 6, minSeats, decideHoursBefore: 24 },
      ],
    },
  });
  const partsOf = (source: typeof content) => termsDocument(termsFactsOf(source, "https://trener.example"));
  const group = (source: typeof content) => partsOf(source).find((part) => part.id === "zajecia-grupowe");

  it("is there only when a service has seats, and names the minimum, who decides and the refund within 14 days", () => {
    expect(group(content)).toBeUndefined();
    const noVouchers = (source: typeof content) => ({ ...source, offer: { ...source.offer, vouchers: [] } });
    expect(partsOf(noVouchers(content))[0]!.paragraphs.join("\n")).toContain("Regulamin dotyczy treningów i pakietów");
    const text = group(withGroups(3))!.paragraphs.join("\n");
    expect(partsOf(noVouchers(withGroups(3)))[0]!.paragraphs.join("\n")).toContain("Regulamin dotyczy treningów, zajęć w parach i grupach oraz pakietów");
    expect(partsOf(withGroups(3))[0]!.paragraphs.join("\n")).toContain(
      "Regulamin dotyczy treningów, zajęć w parach i grupach, pakietów oraz bonów podarunkowych",
    );
    expect(text).toContain("cenę łączną");
    expect(text).toContain("najmniejszą liczbą uczestników");
    expect(text).toContain("zdecyduję");
    expect(text).toContain("zwrócę najpóźniej w ciągu 14 dni od odwołania");
    expect(group(withGroups(null))!.paragraphs.join("\n")).not.toContain("najmniejszą liczbą uczestników");
  });

  it("reads the same for a trainer of either gender: no first-person past tense anywhere in the terms", () => {
    for (const gender of ["masculine", "feminine"] as const) {
      const source = withGroups(3);
      const terms = partsOf({ ...source, trainer: { ...source.trainer, gender } } as typeof content);
      const words = terms.flatMap((part) => [part.heading, ...part.paragraphs]).join("\n");
      expect(words).not.toMatch(/\p{L}+(łem|łam|łbym|łabym)\b/u);
      expect(terms).toEqual(partsOf(withGroups(3)));
    }
  });
});

describe("the terms of sessions paid online at booking", () => {
  const withRule = (payOnline: "at_session" | "online_full" | "online_deposit") => ({
    ...content,
    booking: {
      ...content.booking,
      services: content.booking.services.map((service) =>
        service.price > 0 ? { ...service, payOnline, deposit: payOnline === "online_deposit" ? 50 : null } : service,
      ),
    },
  });
  const partOf = (source: typeof content, id: string) =>
    termsDocument(termsFactsOf(source, "https://trener.example"))
      .find((part) => part.id === id)!
      .paragraphs.join("\n");

  it("say when such a booking binds and is paid, what a late payment gets, and what a cancel gives back", () => {
    const payments = partOf(withRule("online_full"), "platnosci");
    expect(payments).toContain("Płatne przy rezerwacji: Trening personalny");
    expect(payments).toContain("umowa zostaje zawarta, gdy klikniesz „Rezerwuję i płacę”, a termin jest potwierdzony, gdy płatność dojdzie");
    expect(payments).toContain("Wpłatę, która dojdzie po tym czasie, zwracam w całości tą samą drogą.");
    expect(payments).not.toContain("Bezpłatna konsultacja");
    const cancelling = partOf(withRule("online_full"), "odwolywanie");
    expect(cancelling).toContain("Trening opłacony online, który odwołasz w terminie albo który ja odwołam, zwracam w całości");
    expect(cancelling).not.toContain("Zadatek za trening odwołany później");
  });

  it("keep a deposit only for a session missed or cancelled too late, and say nothing of it when no service is paid at booking", () => {
    expect(partOf(withRule("online_deposit"), "odwolywanie")).toContain(
      "Zadatek za trening odwołany później albo opuszczony bez odwołania zatrzymuję (art. 394 § 1 Kodeksu cywilnego).",
    );
    expect(partOf(withRule("online_deposit"), "platnosci")).toContain("całą cenę albo zadatek");
    expect(partOf(withRule("at_session"), "platnosci")).not.toContain("Płatne przy rezerwacji");
    expect(partOf(withRule("at_session"), "odwolywanie")).not.toContain("opłacony online");
  });

  it("name the packages paid in full when ordered, and say the order lapses with its first session", () => {
    const orderable = new Set(content.booking.services.flatMap((service) => service.offerSlugs));
    const item = content.offer.packages.find((candidate) => candidate.sessions > 1 && orderable.has(candidate.slug))!;
    const withPackage = {
      ...content,
      offer: {
        ...content.offer,
        packages: content.offer.packages.map((candidate) => (candidate === item ? { ...candidate, payOnline: "online_full" as const } : candidate)),
      },
    };
    const payments = partOf(withPackage, "platnosci");
    expect(payments).toContain(`Pakiety płatne przy zamówieniu: ${item.name}.`);
    expect(payments).not.toContain("Płatne przy rezerwacji:");
    expect(payments).toContain("„Rezerwuję i płacę” (przy pakiecie „Zamawiam i płacę”), a termin (przy pakiecie jego pierwszy trening) jest potwierdzony");
    expect(payments).toContain("rezerwacja wygasa, a z nią zamówienie pakietu, bez żadnych kosztów");
  });
});
