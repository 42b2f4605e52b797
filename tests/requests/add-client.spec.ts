// "Dodaj klienta" without JavaScript: the form, sent as a browser without
// JavaScript sends it, adds a card just the same. On a server of its own,
// as the phone's journeys in tests/e2e/add-client.spec.ts.
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { ownInboxServer, signInByRequest } from "../e2e/admin";

const server = ownInboxServer();

test("without JavaScript the form adds a card just the same", async ({ request }) => {
  await signInByRequest(request, server.url);
  const card = await (
    await openPage(request, "/admin/klienci/nowy")
  )
    .formOf("Dodaj klienta")
    .fill("Imię i nazwisko", "Ala Bez Skryptów")
    .fill("E-mail", "ala@example.com")
    .submit("Dodaj klienta");
  expect(card.text("h1")).toBe("Ala Bez Skryptów");
});
