// What the booking specs share: a booking made over HTTP as the page's form
// would send it, without a browser.
import { expect, type APIRequestContext } from "@playwright/test";
import { pastTheTimeTrap, type TestServer } from "./site";

/**
 * Books the first free time of "Trening personalny" on the n-th bookable day
 * with that weekday ("środa"); returns the day, the start and the booking's own page.
 */
export async function bookFirstFreeTime(
  request: APIRequestContext,
  server: Pick<TestServer, "url" | "databaseFile">,
  { weekday, nth, person, notes = "" }: { weekday: string; nth: number; person: { name: string; email: string; phone?: string }; notes?: string },
) {
  const page = await (await request.get("/rezerwacja?usluga=trening-personalny")).text();
  const day = [...page.matchAll(new RegExp(`aria-label="${weekday}[^"]*" href="[^"]*dzien=(\\d{4}-\\d{2}-\\d{2})`, "g"))].map((match) => match[1]!)[nth]!;
  const form = await (await request.get(`/rezerwacja?usluga=trening-personalny&dzien=${day}`)).text();
  const value = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
  const start = value("start");
  const tokens = await pastTheTimeTrap({ submissionKey: value("submissionKey"), stamp: value("stamp") }, server.databaseFile);
  const response = await request.post("/rezerwacja", {
    headers: { Origin: server.url },
    form: { service: "trening-personalny", start, ...person, phone: person.phone ?? "600 100 200", notes, website: "", ...tokens },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return { day, start, page: new URL(response.headers().location!, server.url).pathname };
}
