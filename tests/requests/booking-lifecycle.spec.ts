// A booking's later life as the server tells it: a session on the night the
// clocks change reads with its real end, an impossible date in the agenda's
// address is refused in Polish, and a session under way or past offers no
// changes. The browser's part is tests/e2e/booking-lifecycle.spec.ts; the
// same server's settings (tests/e2e/mail-server.ts).
import { createHmac, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { signInByRequest, withDatabase } from "../e2e/admin";
import { bookFirstFreeTime } from "../e2e/booking-helpers";
import { ownServerWithMail } from "../e2e/mail-server";

test.describe.configure({ mode: "serial" });

const { server } = ownServerWithMail();

test("a session on the night the clocks go forward reads with its real end, for the client and in the agenda", async ({ request }) => {
  const token = withDatabase(server.databaseFile, (db) => {
    db.prepare("insert into app_secrets (name, value, created_at) values ('booking-link', ?, ?) on conflict (name) do nothing").run(
      randomBytes(32).toString("base64url"),
      new Date().toISOString(),
    );
    const secret = (db.prepare("select value from app_secrets where name = 'booking-link'").get() as { value: string }).value;
    const { lastInsertRowid } = db
      .prepare(
        `insert into bookings (service_slug, service_name, place, price, starts_at, ends_at, claimed_until, name, email, phone, notes, status, sequence, submission_key, network_hash, created_at)
         values ('trening-personalny', 'Trening personalny', 'Studio', 150, '2027-03-28T00:30:00.000Z', '2027-03-28T01:30:00.000Z', '2027-03-28T01:45:00.000Z', 'Nocny Marek', 'marek@example.com', '', '', 'confirmed', 0, 'dst-night', 'n', ?)`,
      )
      .run(new Date().toISOString());
    const id = Number(lastInsertRowid);
    return `${id}-${createHmac("sha256", secret).update(`manage-booking:${id}`).digest("base64url").slice(0, 32)}`;
  });
  const client = await openPage(request, `/rezerwacja/${token}`);
  expect(client.text(".booking-summary")).toContain("niedziela, 28 marca 2027, 01:30–03:30 (zmiana czasu na letni)");
  await signInByRequest(request, server.url);
  const agenda = await openPage(request, "/admin/kalendarz?od=2027-03-28");
  const entries = agenda
    .region(/niedziela, 28 marca/)
    .texts("li")
    .filter((entry) => entry.includes("Nocny Marek"));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toContain("01:30–03:30 (zmiana czasu na letni)");
});

test("an impossible date in the agenda's address is answered 400 in Polish, inside the panel", async ({ request }) => {
  await signInByRequest(request, server.url);
  for (const date of ["2027-02-30", "9999-99-99", "2026-13-01", "1999-12-31", "2101-01-01", "+275760-09-14"]) {
    const page = await openPage(request, `/admin/kalendarz?od=${encodeURIComponent(date)}`);
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain(`Nie ma takiej daty: „${date}”`);
    expect(page.region("Panel").link("Kalendarz")).toMatch(/\/admin\/kalendarz$/);
  }
});

test("once the session has begun, the client's page says it is under way or took place, and offers no calendar file or changes", async ({ request }) => {
  const booked = await bookFirstFreeTime(request, server, { weekday: "piątek", nth: 0, person: { name: "Jan Zieliński", email: "jan@example.com" } });
  const setTimes = (start: number) =>
    withDatabase(server.databaseFile, (db) =>
      db
        .prepare("update bookings set starts_at = ?, ends_at = ?, claimed_until = ? where email = ?")
        .run(new Date(start).toISOString(), new Date(start + 60 * 60_000).toISOString(), new Date(start + 75 * 60_000).toISOString(), "jan@example.com"),
    );
  setTimes(Date.now() - 10 * 60_000);
  const underWay = await openPage(request, booked.page);
  expect(underWay.text("main")).toContain("Spotkanie właśnie trwa.");
  expect(underWay.text(".booking-summary")).toContain("trwa");
  expect(() => underWay.link("Dodaj do kalendarza")).toThrow(/no link/);
  expect(underWay.text()).not.toContain("Odwołaj rezerwację");
  expect(underWay.text()).not.toMatch(/Do terminu zostało mniej niż/);
  setTimes(Date.now() - 3 * 60 * 60_000);
  expect((await openPage(request, booked.page)).text("main")).toContain("To spotkanie już się odbyło.");
});
