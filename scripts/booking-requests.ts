/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// The booking form over HTTP, as a browser without JavaScript sends it: for
// the benchmark and the tests that book from several clients at once.

/**
 * The bookable days of a service on the page, with their labels.
 * @param {string} base
 * @param {string} service
 * @returns {Promise<{ date: string; label: string }[]>}
 */
export async function bookableDays(base, service): Promise<{ date: string; label: string }[]> {
  const html = await (await fetch(`${base}/rezerwacja?usluga=${service}`)).text();
  return [...html.matchAll(/aria-label="([^"]+)" href="[^"]*dzien=(\d{4}-\d{2}-\d{2})/g)].map((match) => ({ label: match[1], date: match[2] }));
}

/**
 * One rendered form for a day: its tokens and the free start times it offers.
 * @param {string} base
 * @param {string} service
 * @param {string} day
 */
export async function bookingForm(base, service, day) {
  const html = await (await fetch(`${base}/rezerwacja?usluga=${service}&dzien=${day}`)).text();
  const value = (name) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1];
  const action = html.match(/action="(\/rezerwacja[^"]*)" method="post"/)?.[1]?.replaceAll("&amp;", "&");
  return {
    action,
    submissionKey: value("submissionKey"),
    stamp: value("stamp"),
    starts: [...html.matchAll(/name="start" value="([^"]+)"/g)].map((match) => match[1]),
  };
}

/**
 * Posts a booking to the form's action; the answer is not followed (303 to the booking's page, or the form again with a 4xx).
 * @param {string} base
 * @param {{ action?: string; service: string; start: string; submissionKey: string; stamp: string; name: string; email: string; phone?: string }} booking
 */
export function postBooking(base, { action = "/rezerwacja", phone = "600 100 200", ...booking }) {
  return fetch(`${base}${action}`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ notes: "", website: "", phone, ...booking }),
    redirect: "manual",
  });
}
