// Moves and cancellations from the booking's own page, on bookings the run
// made that are still confirmed and changed fewer than twice.
import type { Random } from "../../seeded-random.ts";
import { sleep } from "../../sleep.ts";
import { textOf, type Status } from "../http.ts";
import type { Instance } from "../instances.ts";
import { hiddenValue, pickInstance, running, type Traffic } from "./context.ts";
import type { AcceptedBooking } from "./state.ts";

/** The change to post: its form's version, and for a move the new start; null when the page no longer offers it. */
type Change = { version: string | undefined; start?: string } | null;

async function cancellation(page: string, booking: AcceptedBooking): Promise<Change> {
  const html = await textOf(await fetch(page));
  if (!/<button[^>]*\bvalue="cancel"/.test(html)) {
    booking.skip = true;
    return null;
  }
  return { version: hiddenValue(html, "version") };
}

async function move(page: string, rng: Random): Promise<Change> {
  const html = await textOf(await fetch(`${page}?zmien`));
  const days = [...html.matchAll(/\?zmien&amp;dzien=(\d{4}-\d{2}-\d{2})/g)].map(([, day = ""]) => day);
  if (!days.length) return null;
  const dayHtml = await textOf(await fetch(`${page}?zmien&dzien=${rng.pick(days)}`));
  const starts = [...dayHtml.matchAll(/name="start" value="([^"]+)"/g)].map(([, start = ""]) => start);
  const version = hiddenValue(dayHtml, "version");
  return starts.length && version !== undefined ? { version, start: rng.pick(starts) } : null;
}

async function postChange(instance: Instance, page: string, body: URLSearchParams): Promise<Status> {
  try {
    const response = await fetch(page, {
      method: "POST",
      headers: { Origin: instance.base, "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    await textOf(response);
    return response.status;
  } catch {
    return "ERR";
  }
}

/** What the booking should now be, by the change's answer. */
function recordChange({ manage }: Traffic["state"], booking: AcceptedBooking, intent: "move" | "cancel", start: string | undefined, status: Status): void {
  if (status === 303 && intent === "cancel") {
    manage.cancelled++;
    booking.expected = { status: "cancelled", start: booking.expected.start };
  } else if (status === 303) {
    manage.moved++;
    booking.expected = { status: "confirmed", start: start ?? booking.expected.start };
  } else if (status === "ERR" || status === "DESTROYED" || status >= 500) {
    // Done or not: the booking's final state is no longer known here.
    manage.unknown++;
    booking.uncertain = true;
  } else manage.refused.push({ n: booking.n, intent, status });
}

async function changeBooking(traffic: Traffic, rng: Random, instance: Instance, booking: AcceptedBooking): Promise<void> {
  const page = `${instance.base}/rezerwacja/${booking.token}`;
  const intent = rng.chance(0.55) ? "move" : "cancel";
  const change = intent === "cancel" ? await cancellation(page, booking) : await move(page, rng);
  if (!change) {
    traffic.state.manage.notChangeable++;
    return;
  }
  const { version, start } = change;
  const at = Date.now();
  const status = await postChange(instance, page, new URLSearchParams({ intent, version: version ?? "", ...(start ? { start } : {}) }));
  booking.changes.push({ intent, start, at, status });
  recordChange(traffic.state, booking, intent, start, status);
}

export async function manage(traffic: Traffic, rng: Random): Promise<void> {
  while (running(traffic)) {
    await sleep(rng.between(5000, 11000));
    const candidates = traffic.state.bookings.accepted.filter(
      (booking) => booking.token && booking.expected.status === "confirmed" && !booking.uncertain && !booking.skip && booking.changes.length < 2,
    );
    if (!candidates.length) continue;
    const booking = rng.pick(candidates);
    const instance = await pickInstance(traffic, rng);
    if (!instance) break;
    try {
      await changeBooking(traffic, rng, instance, booking);
    } catch {
      // A page that did not come: recorded by the fetch wrapper.
    }
  }
}
