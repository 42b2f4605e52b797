// One set of facts: the trainer changes a price, Saturday's hours and the
// cut-off once, on a phone, and every page, mail and the client's own page
// says the new one and none says the old. On a server of its own.
import { expect, test, type Page } from "@playwright/test";
import { waitFor } from "../support/wait-for";
import { signIn } from "./admin";
import { bookFirstFreeTime } from "./booking-helpers";
import { openItem, openPart } from "./editor-parts";
import { ownServerWithMail } from "./mail-server";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const { server, sink } = ownServerWithMail();

/** A page's words as a visitor reads them: no tags, no-break spaces as spaces. */
async function pageText(path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&nbsp;", " ")
    .replaceAll("\u00a0", " ")
    .replace(/\s+/g, " ");
}

async function openSection(page: Page, title: string) {
  await page.goto("/admin/tresci");
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Opublikowano" })).toBeVisible();
}

test("a price raised in the price list is the price the booking page takes", async ({ page }) => {
  await signIn(page);
  await openSection(page, "Oferta i cennik");
  const training = await openItem(await openPart(page, "Pakiety i ceny"), /Trening personalny/);
  await training.getByLabel("Cena", { exact: true }).fill("160");
  await publish(page);
  expect(await pageText("/oferta")).toContain("160 zł za trening (60 minut)");
  const booking = await pageText("/rezerwacja?usluga=trening-personalny");
  expect(booking).toMatch(/Trening personalny 60 min · [^·]+ · 160 zł/);
  expect(booking).not.toMatch(/Trening personalny 60 min · [^·]+ · 150 zł/);
});

test("Saturday's new hours are the contact page's and the booking's", async ({ page }) => {
  await signIn(page);
  await openSection(page, "Godziny pracy i rezerwacje");
  const saturdayHours = (await openPart(page, "Godziny w tygodniu")).getByRole("group", { name: "Sobota" });
  await saturdayHours.getByLabel("Od", { exact: true }).fill("09:00");
  await saturdayHours.getByLabel("Do", { exact: true }).fill("13:00");
  await publish(page);
  const contact = await pageText("/kontakt");
  expect(contact).toContain("sobota 09:00–13:00");
  expect(contact).not.toContain("08:00–14:00");
  // The first free time on a Saturday is at nine, and none is after one.
  const picker = await (await fetch(`${server.url}/rezerwacja?usluga=konsultacja`)).text();
  const saturday = [...picker.matchAll(/aria-label="sobota[^"]*" href="[^"]*dzien=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]!)[1]!;
  const times = await (await fetch(`${server.url}/rezerwacja?usluga=konsultacja&dzien=${saturday}`)).text();
  const clocks = [...times.matchAll(/name="start" value="([^"]+)"/g)].map((match) =>
    new Intl.DateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Warsaw" }).format(new Date(match[1]!)),
  );
  expect(clocks[0]).toBe("09:00");
  expect(clocks.at(-1)).toBe("12:30");
});

test("a cut-off of 6 hours is the rule on every page, in the mails and on the client's own page, and the old one is nowhere", async ({ page, request }) => {
  await signIn(page);
  await openSection(page, "Godziny pracy i rezerwacje");
  await (await openPart(page, "Zasady rezerwacji")).getByLabel(/^Najpóźniej na ile godzin przed terminem klient może go odwołać/).fill("6");
  await publish(page);

  const rule = "najpóźniej 6 godzin przed terminem";
  const oldRules = /(12|24) godzin(y)? przed|12 godz\.|do 24 godzin/;
  for (const path of ["/", "/oferta", "/galeria", "/osiagniecia", "/kontakt", "/dziekujemy", "/rezerwacja", "/polityka-prywatnosci"]) {
    expect(await pageText(path), path).not.toMatch(oldRules);
  }
  expect(await pageText("/oferta")).toContain(`Trening można odwołać lub przełożyć ${rule}.`);
  expect(await pageText("/rezerwacja")).toContain(`odwołasz lub przełożysz ${rule}`);
  expect(await pageText("/polityka-prywatnosci")).toContain("6 godzin");

  const booked = await bookFirstFreeTime(request, server, { weekday: "czwartek", nth: 1, person: { name: "Ewa Zając", email: "ewa@example.com" } });
  const confirmation = await waitFor(() => sink().messages.find((mail) => mail.envelope.to.includes("ewa@example.com")));
  expect(confirmation.text).toContain("6 godzin przed rozpoczęciem");
  expect(confirmation.text).not.toMatch(oldRules);
  const own = await pageText(booked.page);
  expect(own).toContain("(6 godzin przed spotkaniem)");
  expect(own).not.toMatch(oldRules);
});
