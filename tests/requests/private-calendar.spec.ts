// The private calendar's address without JavaScript: the plain form sent as a
// browser sends it. (The calendar blocking times, on a phone:
// tests/e2e/private-calendar.spec.ts.) On a server of the same settings.
import { expect, test } from "@playwright/test";
import { signInByRequest } from "../e2e/admin";
import { privateCalendarSite, SECRET } from "../e2e/private-calendar-setup";
import { openPage } from "../support/html-page";

const { site } = privateCalendarSite();

test("without JavaScript, a pasted address that is not a calendar's is refused in Polish and stays in the field", async ({ request }) => {
  await signInByRequest(request, site.url);
  const page = await openPage(request, `${site.url}/admin/kalendarz-prywatny`);
  const answer = await page.formOf("Zapisz adres").fill("Tajny adres kalendarza", `${site.url}/kalendarz/${SECRET}.ics`).submit("Zapisz adres");
  const alerts = answer.texts('[role="alert"]');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toMatch(/^To adres tej strony \(kalendarz rezerwacji\)/);
  expect(answer.formOf("Zapisz adres").field("Tajny adres kalendarza").value).toBe(`${site.url}/kalendarz/${SECRET}.ics`);
});
