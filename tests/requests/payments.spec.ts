// A session's payment without JavaScript: the list's plain form sent as a
// browser sends it. (Payments on a phone, with the page's script:
// tests/e2e/payments.spec.ts.) On a server of the same settings.
import { expect, test } from "@playwright/test";
import { signInByRequest, withDatabase } from "../e2e/admin";
import { paymentsServer } from "../e2e/payments-setup";
import { openPage, readable } from "../support/html-page";

const { server, sessionYesterday } = paymentsServer();

test.describe("without JavaScript", () => {
  test("the session's payment is one plain form post from the list of what is unpaid", async ({ request }) => {
    const piotr = { name: "Piotr Zieliński", email: "piotr@example.com" };
    const session = await sessionYesterday(request, piotr);
    await signInByRequest(request, server.url);
    const list = await openPage(request, `${server.url}/admin/platnosci`);
    const items = (page: typeof list) => page.texts(".payments-item").filter((text) => text.includes(readable(piotr.name)));
    expect(items(list)).toHaveLength(1);
    // Piotr's line: the form that sends his session's id.
    const paidList = await list.form(`.payments-item form:has(input[name="id"][value="${session.id}"])`).submit("Przelew");
    expect(items(paidList)).toEqual([]);
    const paid = withDatabase(server.databaseFile, (db) => db.prepare("select method from ledger_entries where booking_id = ?").get(session.id)) as {
      method: string;
    };
    expect(paid.method).toBe("transfer");
  });
});
