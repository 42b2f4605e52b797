// Bookings on /rezerwacja, one at a time: a day of a service, one of its free
// times, posted after the time trap.
import { bookableDays, bookingForm, postBooking, type BookingForm } from "../../booking-requests.ts";
import type { Random } from "../../seeded-random.ts";
import { sleep } from "../../sleep.ts";
import type { Instance } from "../instances.ts";
import { pickInstance, running, submitWithResends, TIME_TRAP_MS, type Traffic } from "./context.ts";

const SERVICES = ["konsultacja", "konsultacja-online", "trening-personalny", "trening-w-plenerze"];

/** A form of a day with free times, not the first day: its times may be inside the cut-off for changes. */
async function formWithFreeTimes(instance: Instance, service: string, rng: Random): Promise<BookingForm | null> {
  const days = await bookableDays(instance.base, service);
  const day = days.length > 1 ? rng.pick(days.slice(1)).date : days[0]?.date;
  const form = day ? await bookingForm(instance.base, service, day) : null;
  return form?.starts.length && form.submissionKey ? form : null;
}

/** Posts the `n`th booking of one of the form's times and records what came of it. */
async function book(traffic: Traffic, rng: Random, { service, form, n }: { service: string; form: BookingForm; n: number }): Promise<void> {
  const start = rng.pick(form.starts);
  const email = `soak-b${n}@example.com`;
  const submissionKey = form.submissionKey ?? "";
  const at = Date.now();
  const outcome = await submitWithResends(traffic, rng, (target) =>
    postBooking(target.base, { action: form.action, service, start, submissionKey, stamp: form.stamp ?? "", name: `Klient Soak ${n}`, email }),
  );
  const entry = { n, email, service, start, at, submissionKey, attempts: outcome.attempts };
  const { bookings } = traffic.state;
  if (outcome.status === 303) {
    const token = outcome.location?.match(/\/rezerwacja\/([^?/]+)/)?.[1];
    bookings.accepted.push({ ...entry, token, page: outcome.location, changes: [], expected: { status: "confirmed", start } });
  } else if (outcome.status === 409) bookings.taken++;
  else if (outcome.status === "unknown") bookings.unknown.push(entry);
  else bookings.refused.push({ ...entry, status: outcome.status });
}

export async function bookings(traffic: Traffic, rng: Random): Promise<void> {
  let number = 0;
  while (running(traffic)) {
    const instance = await pickInstance(traffic, rng);
    if (!instance) break;
    const service = rng.pick(SERVICES);
    try {
      const form = await formWithFreeTimes(instance, service, rng);
      if (!form) {
        traffic.state.bookings.noFreeTime++;
        await sleep(2000);
        continue;
      }
      await sleep(TIME_TRAP_MS);
      if (!running(traffic)) break;
      await book(traffic, rng, { service, form, n: ++number });
    } catch {
      // A page that did not come (a killed instance): recorded by the fetch wrapper.
    }
    await sleep(rng.between(2000, 5000));
  }
}
