// "Godziny pracy i dni wolne" without JavaScript: the page's plain form sent
// as a browser sends it. (On a phone, with the page's script:
// tests/e2e/working-hours.spec.ts.) On a server of its own, as there.
import { expect, test } from "@playwright/test";
import { PANEL_ENV, signInByRequest } from "../e2e/admin";
import { ownServer } from "../e2e/site";
import { saturday, today } from "../e2e/working-hours-setup";
import { openPage } from "../support/html-page";

const server = ownServer(PANEL_ENV);

test("without JavaScript a longer time off takes its end date, and a past day is refused in words", async ({ request }) => {
  await signInByRequest(request, server.url);
  const page = await openPage(request, `${server.url}/admin/kalendarz/godziny`);
  const pastDay = page.formOf("Ustaw dzień wolny");
  // What the browser test did to its field: a past day gets past the browser's own check to the server's.
  pastDay.field("Dzień").removeAttribute("min");
  const refused = await pastDay.fill("Dzień", today.subtract({ days: 1 }).toString()).submit("Ustaw dzień wolny");
  expect(refused.texts('[role="alert"]')).toEqual(["Ten dzień już minął. Dzień wolny ustawisz od dziś."]);

  const saved = await refused
    .formOf("Ustaw dzień wolny")
    .fill("Dzień", saturday.add({ days: 2 }).toString())
    .fill("Ostatni dzień wolny", saturday.add({ days: 6 }).toString())
    .submit("Ustaw dzień wolny");
  const planned = saved.region("Zaplanowane dni wolne i inne godziny").texts("li");
  expect(planned).toHaveLength(1);
  expect(planned[0]).toContain("Dzień wolny");
  expect(planned[0]).toMatch(new RegExp(`${saturday.add({ days: 2 }).day}\\s?–`));
});
