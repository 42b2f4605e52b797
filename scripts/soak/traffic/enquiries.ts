// Enquiries from /kontakt: forms fetched ahead in batches, each sent after
// the time trap with a marker the checks find in the database and the mail.
import type { Random } from "../../seeded-random.ts";
import { sleep } from "../../sleep.ts";
import { textOf } from "../http.ts";
import { hiddenValue, pickInstance, running, submitWithResends, TIME_TRAP_MS, type Traffic } from "./context.ts";

type ContactForm = { submissionKey: string; stamp: string; at: number };

/** A rendered contact form's tokens, or null when no instance gave one. */
async function fetchForm(traffic: Traffic, rng: Random): Promise<ContactForm | null> {
  const instance = await pickInstance(traffic, rng);
  if (!instance) return null;
  try {
    const html = await textOf(await fetch(`${instance.base}/kontakt`));
    const submissionKey = hiddenValue(html, "submissionKey");
    const stamp = hiddenValue(html, "stamp");
    return submissionKey && stamp ? { submissionKey, stamp, at: Date.now() } : null;
  } catch {
    return null;
  }
}

/** Posts the `number`th enquiry with the form's tokens and records what came of it. */
async function sendEnquiry(traffic: Traffic, rng: Random, form: ContactForm, number: number): Promise<void> {
  const marker = `soak-${number}`;
  const body = new URLSearchParams({
    name: `Tester Soak ${number}`,
    email: `soak-e${number}@example.com`,
    phone: "500 000 000",
    service: "",
    message: `Wiadomość testowa ${marker} — chcę zacząć trenować dwa razy w tygodniu, najlepiej rano.`,
    website: "",
    submissionKey: form.submissionKey,
    stamp: form.stamp,
  }).toString();
  const at = Date.now();
  const outcome = await submitWithResends(traffic, rng, (instance) =>
    fetch(`${instance.base}/kontakt`, {
      method: "POST",
      headers: { Origin: instance.base, "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    }),
  );
  const entry = { marker, at, submissionKey: form.submissionKey, attempts: outcome.attempts };
  const { enquiries } = traffic.state;
  if (outcome.status === 303) enquiries.accepted.push(entry);
  else if (outcome.status === "unknown") enquiries.unknown.push(entry);
  else enquiries.refused.push({ ...entry, status: outcome.status });
}

export async function enquiries(traffic: Traffic, rng: Random): Promise<void> {
  const forms: ContactForm[] = [];
  const refill = async () => {
    const batch = await Promise.all(Array.from({ length: 4 }, () => fetchForm(traffic, rng)));
    forms.push(...batch.filter((form) => form !== null));
  };
  let refilling: Promise<void> | null = null;
  let number = 0;
  while (running(traffic)) {
    if (forms.length < 3 && !refilling) refilling = refill().finally(() => (refilling = null));
    const form = forms.shift();
    if (!form) {
      await refilling;
      if (!forms.length) await sleep(1000);
      continue;
    }
    await sleep(form.at + TIME_TRAP_MS - Date.now());
    if (!running(traffic)) break;
    await sendEnquiry(traffic, rng, form, ++number);
    await sleep(rng.between(1500, 4500));
  }
}
