// A client's data export (RODO art. 15 and 20) is the trainer's only; on a
// server with the settings of tests/e2e/client-export.spec.ts.
import { expect, test } from "@playwright/test";
import { clientExportServer } from "../e2e/client-export-setup";

clientExportServer();

test("the export is the trainer's only: without a session the page and the file send to the sign-in page", async ({ request }) => {
  for (const path of ["/admin/dane-klienta/rezerwacja/1", "/admin/dane-klienta/rezerwacja/1/dane.json"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe("/admin/logowanie");
  }
});
