// The booking form over HTTP, as a browser without JavaScript sends it: for
// the benchmark and the tests that book from several clients at once.

export type BookableDay = { date: string; label: string };
export type BookingForm = { action: string | undefined; submissionKey: string | undefined; stamp: string | undefined; starts: string[] };
export type BookingPost = {
  action?: string | undefined;
  service: string;
  start: string;
  submissionKey: string;
  stamp: string;
  name: string;
  email: string;
  phone?: string;
};

/** The bookable days of a service on the page, with their labels. */
export async function bookableDays(base: string, service: string): Promise<BookableDay[]> {
  const html = await (await fetch(`${base}/rezerwacja?usluga=${service}`)).text();
  return [...html.matchAll(/aria-label="([^"]+)" href="[^"]*dzien=(\d{4}-\d{2}-\d{2})/g)].map(([, label = "", date = ""]) => ({ label, date }));
}

/** One rendered form for a day: its tokens and the free start times it offers. */
export async function bookingForm(base: string, service: string, day: string): Promise<BookingForm> {
  const html = await (await fetch(`${base}/rezerwacja?usluga=${service}&dzien=${day}`)).text();
  const value = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1];
  const action = html.match(/action="(\/rezerwacja[^"]*)" method="post"/)?.[1]?.replaceAll("&amp;", "&");
  return {
    action,
    submissionKey: value("submissionKey"),
    stamp: value("stamp"),
    starts: [...html.matchAll(/name="start" value="([^"]+)"/g)].map(([, start = ""]) => start),
  };
}

/** Posts a booking to the form's action; the answer is not followed (303 to the booking's page, or the form again with a 4xx). */
export function postBooking(base: string, { action = "/rezerwacja", phone = "600 100 200", ...booking }: BookingPost): Promise<Response> {
  return fetch(`${base}${action}`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ notes: "", website: "", phone, ...booking }),
    redirect: "manual",
  });
}
