// The waitlist of a full group session: a visitor on its page leaves an
// address (confirmed by the link mailed to it), the one seat's holder
// cancels on her booking's page, the waiting visitor is mailed that a seat
// is free with the session's link, and books it there first.
import { expect, test, type Page } from "@playwright/test";
import { waitFor } from "../support/wait-for";
import { expectNoAxeViolations } from "./admin";
import { openSession } from "./group-sessions-setup";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });

const { server, sink } = ownServerWithMail();
const LINK = (path: string) => new RegExp(`http://127\\.0\\.0\\.1:\\d+${path}`);

async function bookSeat(page: Page, id: number, name: string, email: string) {
  await page.goto(`/zajecia/${id}`);
  await page.getByLabel("Imię i nazwisko", { exact: true }).fill(name);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Telefon", { exact: true }).fill("600 100 200");
  await page.getByRole("button", { name: "Rezerwuję i płacę" }).click();
  await expect(page).toHaveURL(/\/rezerwacja\/[^/?]+\?nowa$/);
}

const mailTo = (email: string, subject: RegExp) =>
  waitFor(() => sink().messages.find((one) => one.envelope.to.includes(email) && subject.test(one.header("subject") ?? "")), { what: `a mail to ${email}` });

test("a full session's waitlist: the address confirmed, a seat freed, the waiting visitor mailed the session's link and books it", async ({
  page,
  browser,
}) => {
  const id = await openSession(server.databaseFile, { seats: 1 });
  await bookSeat(page, id, "Ala Pierwsza", "ala@example.com");
  const alasBooking = page.url();

  const celina = await (await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } })).newPage();
  await celina.goto(`/zajecia/${id}`);
  const waitlist = celina.getByRole("region", { name: "Powiadom mnie, gdy zwolni się miejsce" });
  await expect(waitlist).toContainText("Na te zajęcia nie ma już wolnych miejsc.");
  await expectNoAxeViolations(celina);
  await waitlist.getByLabel("E-mail").fill("celina@example.com");
  await waitlist.getByRole("button", { name: "Powiadom mnie" }).click();
  await expect(celina.getByRole("status")).toHaveText(/^Zapisano\sadres\scelina@example\.com\sna\slistę\soczekujących\sna\ste\szajęcia\./);
  const confirm = await mailTo("celina@example.com", /^Potwierdź zapis/);
  await celina.goto(LINK("/lista-oczekujacych/potwierdz/[A-Za-z0-9_-]{43}").exec(confirm.text)![0]);
  await celina.getByRole("button", { name: "Potwierdzam" }).click();
  await expect(celina.getByRole("status")).toHaveText(/^Adres\spotwierdzony\./);

  // Ala cancels: her seat frees, and Celina is told with the session's own page.
  await page.goto(alasBooking);
  await page.getByText("Odwołaj rezerwację", { exact: true }).click();
  await page.getByRole("button", { name: "Tak, odwołaj" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezerwacja odwołana");
  const freed = await mailTo("celina@example.com", /^Zwolniło się miejsce: Zdrowy kręgosłup$/);
  expect(freed.text).toContain("Teraz: 1 wolne miejsce.");
  await celina.goto(LINK(`/zajecia/${id}`).exec(freed.text)![0]);
  await bookSeat(celina, id, "Celina Druga", "celina@example.com");
  await celina.goto(`/zajecia/${id}`);
  await expect(celina.getByRole("region", { name: "Powiadom mnie, gdy zwolni się miejsce" })).toBeVisible();
});
