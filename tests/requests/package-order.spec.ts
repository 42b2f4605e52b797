// The package order's action refuses, without a browser, a first session
// within the 14-day withdrawal period sent without the request to start early.
// (The order itself in a browser: tests/e2e/package-order.spec.ts.)
import { expect, test } from "@playwright/test";
import { ORDER, warsawDay } from "../e2e/package-order-setup";
import { ownServerWithMail } from "../e2e/mail-server";
import { pastTheTimeTrap } from "../e2e/site";

const { server } = ownServerWithMail();

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
