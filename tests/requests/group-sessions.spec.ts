// /zajecia as the server sends it: the empty state, then each coming session
// with its free seats in Polish and as a schema.org Event in the page's
// JSON-LD; a seat's form as a browser without JavaScript sends it. The
// browser's part is tests/e2e/group-sessions-public.spec.ts.
import { expect, test } from "@playwright/test";
import { openPage } from "../support/html-page";
import { GROUP, openSession, takeSeat } from "../e2e/group-sessions-setup";
import { ownServerWithMail } from "../e2e/mail-server";
import { withServerDatabase } from "../e2e/server-database";
import { pastTheTimeTrap } from "../e2e/site";

test.describe.configure({ mode: "serial" });

const { server } = ownServerWithMail();

/** Every JSON-LD node of the page, whichever script holds it. */
async function jsonLdNodes(html: string): Promise<Record<string, any>[]> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!));
  return scripts.flatMap((script) => script["@graph"] ?? [script]);
}

test("says in Polish when no group session is coming, and marks none as an event", async ({ request }) => {
  const page = await openPage(request, "/zajecia");
  expect(page.text("main")).toContain("Na razie nie ma zaplanowanych zajęć w grupach");
  expect((await jsonLdNodes(await (await request.get("/zajecia")).text())).filter((node) => node["@type"] === "Event")).toEqual([]);
});

test("lists each coming session with its free seats, and marks it up as a schema.org Event with its offer and capacity", async ({ request }) => {
  const roomy = await openSession(server.databaseFile, { seats: 5 });
  const full = await openSession(server.databaseFile, { seats: 1, daysAhead: 11 });
  await takeSeat(server.databaseFile, full);

  const html = await (await request.get("/zajecia")).text();
  const page = await openPage(request, "/zajecia");
  expect(page.text("main")).toContain("zostało 5 miejsc");
  expect(page.text("main")).toContain("brak miejsc");
  expect(new URL(page.link(/Zarezerwuj miejsce/), server.url).pathname).toBe(`/zajecia/${roomy}`);
  const events = (await jsonLdNodes(html)).filter((node) => node["@type"] === "Event");
  expect(events).toHaveLength(2);
  const event = events.find((node) => node.offers.url.endsWith(`/zajecia/${roomy}`))!;
  expect(event).toMatchObject({
    name: GROUP.title,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: GROUP.place, address: { "@type": "PostalAddress", addressCountry: "PL" } },
    organizer: { "@type": "Person" },
    offers: { "@type": "Offer", price: String(GROUP.price), priceCurrency: "PLN", availability: "https://schema.org/InStock" },
    remainingAttendeeCapacity: 5,
    maximumAttendeeCapacity: 5,
  });
  // Absolute, on the site's own address.
  expect(event.offers.url).toMatch(/^https?:\/\/[^/]+\/zajecia\/\d+$/);
  expect(Date.parse(event.endDate) - Date.parse(event.startDate)).toBe(60 * 60_000);
  expect(new Date(event.startDate).toISOString()).toBe(event.startDate);
  const soldOut = events.find((node) => node.offers.url.endsWith(`/zajecia/${full}`))!;
  expect(soldOut).toMatchObject({ offers: { availability: "https://schema.org/SoldOut" }, remainingAttendeeCapacity: 0, maximumAttendeeCapacity: 1 });
});

test("without JavaScript: a companion's name is asked for, two seats are refused when one is left, one is booked; a cancelled session says so", async ({
  request,
}) => {
  const id = await openSession(server.databaseFile, { seats: 2, daysAhead: 12 });
  await takeSeat(server.databaseFile, id);
  const page = await openPage(request, `/zajecia/${id}`);
  const form = page.form();
  const field = (name: string) => form.entries().find(([key]) => key === name)?.[1] ?? "";
  const { stamp } = await pastTheTimeTrap({ submissionKey: field("submissionKey"), stamp: field("stamp") }, server.databaseFile);
  form
    .fill("Imię i nazwisko", "Ewa Nowak")
    .fill("E-mail", "ewa@example.com")
    .fill("Telefon", "600 100 200")
    .check(/Przyjdę z osobą towarzyszącą/)
    .set("stamp", stamp);

  const unnamed = await form.submit(/^Rezerwuję/);
  expect(unnamed.status).toBe(400);
  expect(unnamed.text("main")).toContain("Podaj imię i nazwisko osoby towarzyszącej.");
  const again = unnamed.form();
  expect(again.field("Imię i nazwisko").value).toBe("Ewa Nowak");

  const pair = await again.fill(/^Imię i nazwisko osoby towarzyszącej/, "Jan Nowak").submit(/^Rezerwuję/);
  expect(pair.status).toBe(409);
  expect(pair.text("main")).toContain("Zostało tylko jedno miejsce");

  const alone = await pair
    .form()
    .check(/Przyjdę z osobą towarzyszącą/, false)
    .submit(/^Rezerwuję/);
  expect(new URL(alone.url).pathname).toMatch(/^\/rezerwacja\/[^/]+$/);
  expect(new URL(alone.url).search).toBe("?nowa");

  await withServerDatabase(server.databaseFile, (db) => db.updateTable("group_sessions").set({ status: "cancelled" }).where("id", "=", id).execute());
  expect((await openPage(request, `/zajecia/${id}`)).text("main")).toContain("Tych zajęć nie można już zarezerwować");
});
