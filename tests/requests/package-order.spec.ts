// The package order without a browser: its action refuses a first session
// within the 14-day withdrawal period sent without the request to start
// early, and the order after the 14 days goes through the page's plain forms.
// (The order itself in a browser: tests/e2e/package-order.spec.ts.)
import { expect, test } from "@playwright/test";
import { accessibleText, openPage } from "../support/html-page";
import { ORDER, warsawDay } from "../e2e/package-order-setup";
import { ownServerWithMail } from "../e2e/mail-server";
import { pastTheTimeTrap } from "../e2e/site";

const { server, mailTo } = ownServerWithMail();

test("the action answers 400 to a first session within the 14 days sent without the request", async ({ request }) => {
  const page = await (await request.get(ORDER)).text();
  const day = [...page.matchAll(/dzien=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]!).find((date) => date <= warsawDay(14))!;
  const form = await (await request.get(`${ORDER}&dzien=${day}`)).text();
  const value = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
  const tokens = await pastTheTimeTrap({ submissionKey: value("submissionKey"), stamp: value("stamp") }, server.databaseFile);
  const fields = {
    service: "trening-personalny",
    package: "pakiet-8-treningow",
    start: value("start"),
    name: "Jan Api",
    email: "api@example.com",
    phone: "600 300 600",
  };
  const response = await request.post(`${ORDER}&dzien=${day}`, {
    headers: { Origin: server.url },
    form: { ...fields, website: "", ...tokens },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Pierwszy trening wypada przed upływem 14 dni");
});

test("without JavaScript a first session after the 14 days needs no request, and the package is ordered", async ({ request }) => {
  const days = await openPage(request, ORDER);
  const later = [...days.document.querySelectorAll<HTMLAnchorElement>("a[href]")]
    .filter((link) => /wolnych terminów|wolne terminy|wolny termin/.test(accessibleText(link)))
    .find((link) => /dzien=(\d{4}-\d{2}-\d{2})/.exec(link.href)![1]! > warsawDay(14))!;
  const times = await openPage(request, later.href);
  const form = times.formOf("Zamawiam i płacę");
  // No request to start early; the one checkbox left is the review request's (issue 80).
  expect([...form.element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((box) => box.name)).toEqual(["reviewConsent"]);
  form.element.querySelector<HTMLInputElement>('input[type="radio"]')!.checked = true;
  form.fill("Imię i nazwisko", "Piotr Później").fill("E-mail", "pozniej@example.com").fill("Telefon", "600 300 500");
  // As if the visitor had taken their time over the form.
  const [submissionKey, stamp] = ["submissionKey", "stamp"].map((name) => form.entries().find(([field]) => field === name)![1]);
  form.set("stamp", (await pastTheTimeTrap({ submissionKey: submissionKey!, stamp: stamp! }, server.databaseFile)).stamp);
  const ordered = await form.submit("Zamawiam i płacę");
  expect(ordered.url).toMatch(/\?nowa$/);
  expect((await mailTo("pozniej@example.com")).header("subject")).toMatch(/^Potwierdzenie zamówienia: Pakiet 8 treningów/);
});
