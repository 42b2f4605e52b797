// The guide's chapter on the private calendar: served here as Google serves
// its secret address, with one event, saved in the panel, its status, and
// the agenda's day with the event beside Anna's session.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sleep } from "../sleep.ts";
import { pageBottom, pageTop, type Camera } from "./camera.ts";

export type CalendarServer = { server: Server; setEvent: (start: number, minutes: number) => void; port: () => number };

const utc = (instant: number) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, "");

/** The trainer's private calendar, empty until setEvent names its one event. */
export async function startCalendarServer(): Promise<CalendarServer> {
  let calendar = "";
  const server = createServer((_request, response) => void response.writeHead(200, { "Content-Type": "text/calendar" }).end(calendar));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    setEvent(start, minutes) {
      const event = [
        "BEGIN:VEVENT",
        "UID:dentysta@google.com",
        `DTSTAMP:${utc(Date.now())}`,
        `DTSTART:${utc(start)}`,
        `DTEND:${utc(start + minutes * 60_000)}`,
      ];
      calendar = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
        ...event,
        "SUMMARY:Dentysta",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n");
    },
    port: () => (server.address() as AddressInfo).port,
  };
}

/** The secret address saved and shortened, waited for until the server has fetched it. */
async function saveAddress(camera: Camera, calendar: CalendarServer): Promise<void> {
  const { page, base } = camera;
  await page.goto(`${base}/admin/kalendarz-prywatny`);
  await camera.hydrated();
  await page.getByLabel("Tajny adres kalendarza").fill(`http://127.0.0.1:${calendar.port()}/calendar/ical/trener%40gmail.com/private-5ecret0token/basic.ics`);
  await page.getByRole("button", { name: "Zapisz adres" }).click();
  const fetched = page.locator("#kalendarz-prywatny").getByRole("status").filter({ hasText: "ostatnio pobrany" });
  for (let attempt = 0; (await fetched.count()) === 0; attempt++) {
    if (attempt === 50) throw new Error("the private calendar was not fetched");
    await sleep(200);
    await page.reload();
  }
}

/** The calendar with one event at `busyAt`, its status over the days, and `day` with the event (Anna's session after it). */
export async function privateCalendar(camera: Camera, calendar: CalendarServer, { busyAt, day }: { busyAt: number; day: string }): Promise<void> {
  const { page, base } = camera;
  calendar.setEvent(busyAt, 90);
  await saveAddress(camera, calendar);
  // Without the message about the save, which would cover the status.
  await page.reload();
  await camera.shot("19-kalendarz-prywatny");
  await page.goto(`${base}/admin/kalendarz?od=${day}`);
  const from = await pageTop(page.locator(".private-calendar-status"));
  const busyDay = page.locator("section.agenda-day", { has: page.locator(`#dzien-${day}`) });
  const to = await pageBottom(busyDay.locator("li.agenda-entry", { hasText: "Anna Nowak" }));
  await camera.shot("20-zajete", { fullPage: true, clip: { x: 0, y: from - 10, width: 390, height: to - from + 20 } });
}
