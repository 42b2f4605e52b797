// The agenda without JavaScript, as the server sends it: the calendar feed's
// address a plain field to select, no copy button that would do nothing, and
// the date jump a plain form. The phone's journeys are
// tests/e2e/agenda-phone.spec.ts, on the same server's settings.
import { expect, test } from "@playwright/test";
import { accessibleText, openPage, readable } from "../support/html-page";
import { PANEL_ENV, signInByRequest } from "../e2e/admin";
import { ownServer } from "../e2e/site";

const server = ownServer(PANEL_ENV);

test("without JavaScript the address is a plain field to select, and there is no copy button that would do nothing", async ({ request }) => {
  await signInByRequest(request, server.url);
  const agenda = await openPage(request, "/admin/kalendarz");
  const labels = [...agenda.document.querySelectorAll("label")].filter((label) => readable(label.textContent) === "Adres Twojego kalendarza");
  expect(labels.map((label) => (label.control as HTMLInputElement | null)?.value)).toEqual([expect.stringMatching(/\/kalendarz\/[\w-]+\.ics$/)]);
  expect([...agenda.document.querySelectorAll("button")].filter((button) => accessibleText(button) === "Kopiuj adres")).toEqual([]);
  expect(agenda.link("iPhone i iPad / Kalendarz Apple")).toMatch(/^webcal:\/\//);
  expect(agenda.link("Android / Kalendarz Google")).toMatch(/^https:\/\/calendar\.google\.com\//);
  // The date jump is a plain form too.
  const day = await agenda.region("Przejdź do dnia").form().fill("Dzień w kalendarzu", "2031-06-04").submit("Pokaż dzień");
  expect(day.url).toMatch(/\/admin\/kalendarz\?od=2031-06-04$/);
  // The first day shown: not folded away in a closed part.
  const shown = [...day.document.querySelectorAll(".agenda-day h3")].filter((heading) => !heading.closest("details:not([open]), [hidden], template"));
  expect(shown[0]?.textContent).toMatch(/4 czerwca/);
});
