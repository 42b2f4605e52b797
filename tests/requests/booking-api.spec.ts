// The booking form's defences over HTTP, as a bot or a careless client sends
// it: a Polish message for every wrong field, the honeypot and the time
// trap, the caps per e-mail and per network, a blocked address; on a server
// of its own with a low network limit.
import { expect, test } from "@playwright/test";
import { bookableDays, bookingForm, postBooking } from "../../scripts/booking-requests.ts";
import { withDatabase } from "../e2e/admin";
import { pastTheTimeTrap, ownServer } from "../e2e/site";

const SERVICE = "konsultacja";
let days: string[];

test.describe.configure({ mode: "serial" });
const server = ownServer({ BOOKING_RATE_LIMIT: "4" });
test.beforeAll(async () => {
  days = (await bookableDays(server.url, SERVICE)).map((day) => day.date);
});

const bookings = (email: string) =>
  withDatabase(server.databaseFile, (db) => (db.prepare("select count(*) as n from bookings where email = ?").get(email) as { n: number }).n);

/** The form's tokens as a person sends them, past the time trap (see pastTheTimeTrap). */
const humanTokens = (form: { submissionKey?: string; stamp?: string }) =>
  pastTheTimeTrap({ submissionKey: form.submissionKey!, stamp: form.stamp! }, server.databaseFile);

async function attempt(day: string, person: { name?: string; email: string; phone?: string; website?: string }, { humanPace = true, start = 0 } = {}) {
  const form = await bookingForm(server.url, SERVICE, day);
  const tokens = humanPace ? await humanTokens(form) : { submissionKey: form.submissionKey!, stamp: form.stamp! };
  const response = await postBooking(server.url, {
    action: form.action,
    service: SERVICE,
    start: form.starts[start]!,
    ...tokens,
    name: "Jan Nowak",
    ...person,
  });
  return { status: response.status, html: response.status === 303 ? "" : (await response.text()).replaceAll("\u00a0", " ") };
}

test("every wrong field gets its Polish message, what was typed comes back, and nothing is booked", async () => {
  const form = await bookingForm(server.url, SERVICE, days[0]!);
  const response = await postBooking(server.url, {
    action: form.action,
    service: SERVICE,
    start: "",
    ...(await humanTokens(form)),
    name: "J",
    email: "nie-email",
    phone: "12",
  });
  expect(response.status).toBe(400);
  const html = (await response.text()).replaceAll("\u00a0", " ");
  for (const message of [
    "Popraw zaznaczone pola",
    "Wybierz godzinę.",
    "Podaj imię i nazwisko.",
    "Podaj poprawny adres e-mail",
    "Podaj numer w postaci 500 000 000",
  ]) {
    expect(html).toContain(message);
  }
  expect(html).toContain('value="nie-email"');
  expect(bookings("nie-email")).toBe(0);
});

test("a filled honeypot or a form sent within 3 s books nothing", async () => {
  const bot = await attempt(days[0]!, { email: "bot@example.com", website: "https://spam.example" });
  expect(bot.status).toBe(400);
  expect(bot.html).toContain("Nie udało się zarezerwować terminu");
  const hasty = await attempt(days[0]!, { email: "bot@example.com" }, { humanPace: false });
  expect(hasty.status).toBe(400);
  expect(bookings("bot@example.com")).toBe(0);
});

test("one e-mail address holds at most two future bookings", async () => {
  expect((await attempt(days[1]!, { email: "Ola@Example.com" })).status).toBe(303);
  expect((await attempt(days[2]!, { email: "ola@example.com" })).status).toBe(303);
  const third = await attempt(days[3]!, { email: "OLA@example.com" });
  expect(third.status).toBe(409);
  expect(third.html).toContain("Na ten adres e-mail jest już tyle przyszłych rezerwacji, ile można mieć naraz (2 rezerwacje)");
  expect(third.html).toContain('value="OLA@example.com"');
  expect(bookings("ola@example.com")).toBe(2);
});

test("an address the trainer blocked cannot book, and is told to call", async () => {
  withDatabase(server.databaseFile, (db) =>
    db.prepare("insert into blocked_booking_emails (email, created_at) values (?, ?)").run("zablokowany@example.com", new Date().toISOString()),
  );
  const blocked = await attempt(days[4]!, { email: "zablokowany@example.com" });
  expect(blocked.status).toBe(403);
  expect(blocked.html).toContain("zadzwoń: +48 500 000 000");
});

test("past the cut-off the booking's page says to call, and a cancel sent anyway changes nothing", async () => {
  const form = await bookingForm(server.url, SERVICE, days[8]!);
  const made = await postBooking(server.url, {
    action: form.action,
    service: SERVICE,
    start: form.starts[0]!,
    ...(await humanTokens(form)),
    name: "Ewa Późna",
    email: "pozna@example.com",
  });
  const page = new URL(made.headers.get("location")!, server.url).pathname;
  expect(await (await fetch(`${server.url}${page}`)).text()).toContain("Odwołaj rezerwację");
  // Two hours before the session: inside the 12-hour cut-off.
  const soon = Date.now() + 2 * 3600_000;
  const at = (offset: number) => new Date(soon + offset * 60_000).toISOString();
  withDatabase(server.databaseFile, (db) =>
    db.prepare("update bookings set starts_at = ?, ends_at = ?, claimed_until = ? where email = ?").run(at(0), at(30), at(45), "pozna@example.com"),
  );
  const late = (await (await fetch(`${server.url}${page}`)).text()).replaceAll("\u00a0", " ");
  expect(late).toContain("nie można go już odwołać ani zmienić przez stronę. Zadzwoń:");
  expect(late).toContain("+48 500 000 000");
  expect(late).not.toContain("Odwołaj rezerwację");
  const cancel = await fetch(`${server.url}${page}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=cancel",
    redirect: "manual",
  });
  // Refused with why, and the page as it is now.
  expect(cancel.status).toBe(409);
  const refusal = (await cancel.text()).replaceAll("\u00a0", " ");
  expect(refusal).toContain("zmiany są już możliwe tylko telefonicznie: +48 500 000 000");
  const status = withDatabase(
    server.databaseFile,
    (db) => (db.prepare("select status from bookings where email = ?").get("pozna@example.com") as { status: string }).status,
  );
  expect(status).toBe("confirmed");
});

test("one network makes at most BOOKING_RATE_LIMIT bookings an hour", async () => {
  // Three were made above; one more reaches the limit of 4.
  expect((await attempt(days[5]!, { email: "a@example.com" })).status).toBe(303);
  const fifth = await attempt(days[7]!, { email: "c@example.com" });
  expect(fifth.status).toBe(429);
  expect(fifth.html).toContain("zbyt wiele terminów");
  expect(bookings("c@example.com")).toBe(0);
});
