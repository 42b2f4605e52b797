// A booking's own link over HTTP: a guessed or altered one finds nothing,
// the real one gives the calendar file. The booking is made through the
// page's forms as a browser without JavaScript sends them; the visitor's
// journeys in the browser are tests/e2e/booking.spec.ts, on the same
// server's settings (tests/e2e/mail-server.ts).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { accessibleText, openPage } from "../support/html-page";
import { ownServerWithMail } from "../e2e/mail-server";
import { pastTheTimeTrap } from "../e2e/site";

test.describe.configure({ mode: "serial" });

const { server } = ownServerWithMail();

/** The visitor's path without JavaScript: service, day, its first time, details, "Rezerwuję i płacę"; returns the booking's page. */
async function bookWithoutJavaScript(request: APIRequestContext, { email, dayIndex }: { email: string; dayIndex: number }): Promise<string> {
  const services = await openPage(request, "/rezerwacja");
  const days = await openPage(request, services.link(/Trening personalny/));
  const service = [...days.document.querySelectorAll("a[href]")].find((link) => /Trening personalny/.test(accessibleText(link)))!;
  expect(service.getAttribute("aria-current")).toBe("true");
  const freeDays = [...days.document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) =>
    /wolnych terminów|wolne terminy|wolny termin/.test(accessibleText(link)),
  );
  const times = await openPage(request, freeDays[dayIndex]!.href);
  const form = times.formOf("Rezerwuję i płacę");
  form.element.querySelector<HTMLInputElement>('input[type="radio"]')!.checked = true;
  form.fill("Imię i nazwisko", "Zofia Żak").fill("E-mail", email).fill("Telefon", "600 100 200");
  // As if the visitor had taken their time over the form.
  const [submissionKey, stamp] = ["submissionKey", "stamp"].map((name) => form.entries().find(([field]) => field === name)![1]);
  form.set("stamp", (await pastTheTimeTrap({ submissionKey: submissionKey!, stamp: stamp! }, server.databaseFile)).stamp);
  const booked = await form.submit("Rezerwuję i płacę");
  expect(booked.url).toMatch(/\/rezerwacja\/\d+-[\w-]+\?nowa$/);
  expect(booked.text("main")).toMatch(/Zarezerwowano!/);
  return new URL(booked.url).pathname;
}

test("a guessed or altered link finds nothing; the real one gives the calendar file", async ({ request }) => {
  const manageUrl = await bookWithoutJavaScript(request, { email: "plik@example.com", dayIndex: 5 });
  const token = manageUrl.split("/").pop()!;
  const altered = token.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
  for (const path of [`/rezerwacja/${altered}`, `/rezerwacja/1-${"x".repeat(32)}`, `/rezerwacja/${altered}/wydarzenie.ics`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const file = await request.get(`${manageUrl}/wydarzenie.ics`);
  // The Content-Type's method= is the file's METHOD, and the file ends with CRLF.
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
  const text = await file.text();
  expect(text).toContain("BEGIN:VEVENT");
  expect(text).toContain("METHOD:PUBLISH\r\n");
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
});
