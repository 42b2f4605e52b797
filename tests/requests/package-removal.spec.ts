// A package removed without JavaScript: the card's plain forms sent as a
// browser sends them. (On a phone, with the page's script:
// tests/e2e/package-removal.spec.ts.) On a server of the same settings.
import { expect, test } from "@playwright/test";
import { signInByRequest } from "../e2e/admin";
import { bookFirstFreeTime } from "../e2e/booking-helpers";
import { packageRemovalServer } from "../e2e/package-removal-setup";
import { openPage } from "../support/html-page";

const { server, cardOf } = packageRemovalServer();

const REASON_FIELD = "Powód (np. zapisany przez pomyłkę)";

test.describe("without JavaScript", () => {
  test("a blank reason is refused beside its field; a reason removes the package", async ({ request }) => {
    const person = { name: "Olek Bezskryptowy", email: "olek.bez@example.com", phone: "533 300 400" };
    await bookFirstFreeTime(request, server, { weekday: "środa", nth: 0, person });
    const id = cardOf(person.email);
    await signInByRequest(request, server.url);
    const card = await openPage(request, `${server.url}/admin/klienci/${id}`);
    // Sells „Pakiet 8 treningów”, valid from the sale, from the card's own form.
    const sold = await card
      .formOf("Zapisz sprzedaż")
      .fill("Pakiet z cennika", "Pakiet 8 treningów — 1040 zł, ważny 6 tygodni")
      .check("Dnia sprzedaży")
      .submit("Zapisz sprzedaż");
    expect(sold.texts('[role="status"]').filter((text) => text.includes("Zapisano sprzedaż: Pakiet 8 treningów."))).toHaveLength(1);

    // Spaces pass the browser's own check; the server trims them and says why.
    const refused = await sold.formOf("Usuń pakiet").fill(REASON_FIELD, "   ").submit("Usuń pakiet");
    const item = refused.document.querySelector(".packages-item")!;
    expect(item.querySelector('[role="alert"]')?.textContent).toMatch(/podaj powód usunięcia/);
    // Shown beside its field: the fold with the field is open again.
    const field = refused.formOf("Usuń pakiet").field(REASON_FIELD);
    expect(field.closest("details")?.open ?? true).toBe(true);

    const removed = await refused.formOf("Usuń pakiet").fill(REASON_FIELD, "klient zrezygnował przed pierwszym treningiem").submit("Usuń pakiet");
    expect(removed.texts('[role="status"]').filter((text) => text.includes("Pakiet usunięty. Zostaje w historii."))).toHaveLength(1);
    expect(removed.texts(".packages-item")).toEqual([]);
    expect(removed.region("Najważniejsze").text()).toMatch(/Pakiet\s*brak/);
  });
});
