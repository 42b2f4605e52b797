// The clients' list and a card without JavaScript: searched, and the card's
// notes saved by plain forms, each sent as a browser without JavaScript
// sends it. (The phone's journeys with the cards: tests/e2e/clients.spec.ts.)
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { ownInboxServer, signInByRequest, withDatabase } from "../e2e/admin";
import { enquireByRequest } from "../e2e/enquire";

const server = ownInboxServer();

test("without JavaScript the list is searched and a card's notes are saved by plain forms", async ({ request }) => {
  // Ola's card, as her enquiry makes it.
  await enquireByRequest(request, server, { name: "Ola Zielińska", email: "ola@example.com" }, "Interesuje mnie plan treningowy.");
  await signInByRequest(request, server.url);

  const found = await (await openPage(request, "/admin/klienci")).formOf("Szukaj").fill("Szukaj klienta", "zielinska").submit("Szukaj");
  expect(found.texts(".client-list li")).toHaveLength(1);
  const card = await openPage(request, found.link(/Ola Zielińska/));
  expect(card.text("h1")).toBe("Ola Zielińska");
  const saved = await card
    .formOf("Zapisz notatki")
    .fill(/Twoje notatki/, "Zapisane bez JavaScriptu.\nDruga linia.")
    .submit("Zapisz notatki");
  expect(saved.formOf("Zapisz notatki").field(/Twoje notatki/).value).toBe("Zapisane bez JavaScriptu.\nDruga linia.");
  expect(saved.texts("[role=status]").join(" ")).toContain("Notatki zapisane.");
  // Saved again over the notes of several lines it shows: the same version, not a change from elsewhere.
  const again = await saved
    .formOf("Zapisz notatki")
    .fill(/Twoje notatki/, "Zapisane bez JavaScriptu.\nDruga linia.\nTrzecia.")
    .submit("Zapisz notatki");
  expect(again.texts("[role=alert]")).toEqual([]);
  expect(again.formOf("Zapisz notatki").field(/Twoje notatki/).value).toBe("Zapisane bez JavaScriptu.\nDruga linia.\nTrzecia.");
  const stored = withDatabase(server.databaseFile, (db) => db.prepare("select notes from clients where name = ?").get("Ola Zielińska"));
  expect(stored).toEqual({ notes: "Zapisane bez JavaScriptu.\nDruga linia.\nTrzecia." });
});
