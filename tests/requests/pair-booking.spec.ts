// A service with places booked from /rezerwacja as a browser without
// JavaScript sends the form (issue 61): the trainer's "Trening w parze" of 2
// places, booked twice at the same time, is one group session with both
// seats; the second visitor sees the time with "zostało 1 miejsce", a third
// hears "brak miejsc", and the agenda shows the session once with "2/2".
import { expect, test, type APIRequestContext } from "@playwright/test";
import { accessibleText, openPage } from "../support/html-page";
import { signInByRequest, withDatabase } from "../e2e/admin";
import { ownServerWithMail } from "../e2e/mail-server";
import { pastTheTimeTrap } from "../e2e/site";

const { server } = ownServerWithMail();
const PAIR = { slug: "trening-w-parze", package: null, name: "Trening w parze", durationMinutes: 60, place: "studio", price: 90, offerSlugs: [], seats: 2 };

/** The trainer's publish of a pair service, as the editor stores it. */
function publishPairService() {
  withDatabase(server.databaseFile, (db) => {
    const newest = db.prepare("select version, document from content_revisions where section = 'booking' order by version desc limit 1").get() as {
      version: number;
      document: string;
    };
    const document = JSON.parse(newest.document) as { services: unknown[] };
    document.services.push(PAIR);
    db.prepare(
      "insert into content_revisions (section, version, document, summary, author, restored_from, created_at) values ('booking', ?, ?, 'Trening w parze', 'test', null, ?)",
    ).run(newest.version + 1, JSON.stringify(document), new Date().toISOString());
  });
}

/** The day's page of the pair service, its form filled in by a person with the time chosen (the first when none). */
async function fillPair(request: APIRequestContext, dayPage: string, person: { name: string; email: string }, start?: string) {
  const page = await openPage(request, dayPage);
  const form = page.formOf("Rezerwuję i płacę");
  const times = [...form.element.querySelectorAll<HTMLInputElement>('input[name="start"]')];
  const time = start ? times.find((input) => input.value === start)! : times[0]!;
  time.checked = true;
  form.fill("Imię i nazwisko", person.name).fill("E-mail", person.email).fill("Telefon", "600 100 200");
  const field = (name: string) => form.entries().find(([key]) => key === name)![1];
  const [submissionKey, stamp] = [field("submissionKey"), field("stamp")];
  form.set("stamp", (await pastTheTimeTrap({ submissionKey, stamp }, server.databaseFile)).stamp);
  return { send: () => form.submit("Rezerwuję i płacę"), start: time.value, label: accessibleText(time.closest("label")!) };
}

test("a pair service booked twice at one time is one session with both seats, and the agenda shows it once with 2/2", async ({ request }) => {
  publishPairService();
  await expect.poll(async () => (await openPage(request, "/rezerwacja")).text("main"), { timeout: 10_000 }).toContain("Trening w parze");
  const days = await openPage(request, `/rezerwacja?usluga=${PAIR.slug}`);
  const dayPage = [...days.document.querySelectorAll<HTMLAnchorElement>("a[href*='dzien=']")][2]!.href;

  const first = await fillPair(request, dayPage, { name: "Ola Pierwsza", email: "ola@example.com" });
  expect((await first.send()).url).toMatch(/\/rezerwacja\/\d+-[A-Za-z0-9_-]{32}\?nowa$/);
  // Two more open the page while one seat is left; the first to send takes it.
  const second = await fillPair(request, dayPage, { name: "Piotr Drugi", email: "piotr@example.com" }, first.start);
  const third = await fillPair(request, dayPage, { name: "Rafał Trzeci", email: "rafal@example.com" }, first.start);
  expect(second.label).toMatch(/zostało\s1\smiejsce$/);
  expect((await second.send()).url).toMatch(/\/rezerwacja\/\d+-[A-Za-z0-9_-]{32}\?nowa$/);
  const refused = await third.send();
  expect(refused.status).toBe(409);
  expect(refused.text("[role=alert]")).toMatch(/^Brak wolnych miejsc na te zajęcia/);
  expect(refused.formOf("Rezerwuję i płacę").field("Imię i nazwisko").value).toBe("Rafał Trzeci");
  // The full time is no longer offered.
  const after = await openPage(request, dayPage);
  expect(after.document.querySelector(`input[name="start"][value="${first.start}"]`)).toBeNull();

  const sessions = withDatabase(server.databaseFile, (db) =>
    db
      .prepare(
        "select s.id, s.seats, count(g.seat_number) as taken from group_sessions s left join group_seats g on g.group_session_id = s.id where s.starts_at = ? group by s.id",
      )
      .all(first.start),
  ) as { id: number; seats: number; taken: number }[];
  expect(sessions).toEqual([{ id: expect.any(Number), seats: 2, taken: 2 }]);

  await signInByRequest(request, server.url);
  const day = new URL(dayPage).searchParams.get("dzien")!;
  const agenda = await openPage(request, `/admin/kalendarz?od=${day}&widok=dzien`);
  const entries = agenda.texts(`[data-group="${sessions[0]!.id}"]`);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toContain("2/2");
  expect(entries[0]).toContain("Ola Pierwsza");
});
