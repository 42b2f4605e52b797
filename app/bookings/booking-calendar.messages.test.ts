import { describe, expect, it } from "vitest";
import { feedCalendarName, minimalDescription, OUTCOME_SUFFIX, trainerDescription, visitorDescription } from "./booking-calendar.messages";

describe("the calendar files' words", () => {
  const contact = { phone: "600 100 200", email: "kontakt@example.com" };

  it("tells the visitor what the link does, or that the booking is cancelled, and whom to call", () => {
    expect(visitorDescription({ ...contact, cancelled: false, manageUrl: "https://example.com/rezerwacja/1-x" })).toBe(
      "Zmiana terminu lub odwołanie: https://example.com/rezerwacja/1-x\nKontakt: 600 100 200, kontakt@example.com",
    );
    expect(visitorDescription({ ...contact, cancelled: true, manageUrl: "https://example.com/rezerwacja/1-x" })).toBe(
      "Rezerwacja odwołana.\nKontakt: 600 100 200, kontakt@example.com",
    );
    expect(visitorDescription({ ...contact, cancelled: false, manageUrl: null })).toBe("Kontakt: 600 100 200, kontakt@example.com");
  });

  it("gives the trainer the client's details, the notes only when there are some", () => {
    const client = { name: "Anna", phone: "600", email: "a@example.com", price: "150 zł", notes: "", agendaLink: "https://example.com/admin/kalendarz" };
    expect(trainerDescription(client)).toBe("Osoba: Anna\nTelefon: 600\nE-mail: a@example.com\nCena: 150 zł\n\nhttps://example.com/admin/kalendarz");
    expect(trainerDescription({ ...client, notes: "Kolano" })).toContain("Cena: 150 zł\nUwagi:\nKolano\n\n");
    expect(minimalDescription("https://example.com/admin/kalendarz")).toBe(
      "Telefon, e-mail i uwagi klienta: https://example.com/admin/kalendarz (po zalogowaniu)",
    );
  });

  it("marks the outcome in the title, a cancel in the impersonal form that agrees with any service's name", () => {
    expect(OUTCOME_SUFFIX).toEqual({ attended: " (odbyto)", no_show: " (nieobecność)", cancelled: " (odwołano)" });
    expect(feedCalendarName("Studio Ruchu")).toBe("Rezerwacje — Studio Ruchu");
  });
});
