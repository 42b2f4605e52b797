/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// The soak run's visitors and owner: a few loops, each bounded by the run's
// end, sending a few requests per second in all to whichever instances are up.
import sharp from "sharp";
import { bookableDays, bookingForm, postBooking } from "../booking-requests.ts";
import { formFields } from "../form-fields.ts";
import { asKind, multipartBody, rawRequest, textOf } from "./http.ts";
import { sleep } from "../sleep.ts";

const PUBLIC_PAGES = [
  "/",
  "/oferta",
  "/galeria",
  "/osiagniecia",
  "/kontakt",
  "/rezerwacja",
  "/polityka-prywatnosci",
  "/dziekujemy",
  "/sitemap.xml",
  "/robots.txt",
  "/nie-ma-takiej-strony",
];
const SERVICES = ["konsultacja", "konsultacja-online", "trening-personalny", "trening-w-plenerze"];
/** Waited after a form was rendered: the forms' time trap is 3 s. */
const TIME_TRAP_MS = 3_300;
/** After a 5xx or a cut connection, the same form is sent again (as a visitor would), this many times at most. */
const RESENDS = 4;

const hiddenValue = (html, name) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1];

/**
 * @param {{ instances: object[]; rng: object; endAt: number; admin: { email: string; password: string }; db: { query: Function }; log: (line: string) => void }} run
 */
export function startTraffic(run) {
  const { instances, endAt } = run;
  const state = {
    enquiries: { accepted: [], refused: [], unknown: [] },
    bookings: { accepted: [], taken: 0, refused: [], unknown: [], noFreeTime: 0 },
    manage: { moved: 0, cancelled: 0, refused: [], unknown: 0, notChangeable: 0 },
    owner: { signIns: [], publishes: [], uploads: [], truncated: [], destroyed: [], healthAfterDestroyed: [] },
  };
  const running = () => Date.now() < endAt;

  /** An instance that is up, or null when none comes up before the end. */
  async function pickInstance(rng) {
    while (running()) {
      const up = instances.filter((instance) => instance.ready);
      if (up.length) return rng.pick(up);
      await sleep(250);
    }
    return null;
  }

  /** Posts a form's body until an instance answers it (not 5xx, not a cut connection), at most RESENDS + 1 times. */
  async function submitWithResends(rng, send) {
    const attempts = [];
    for (let attempt = 0; attempt <= RESENDS; attempt++) {
      const instance = await pickInstance(rng);
      if (!instance) break;
      let status;
      let location = null;
      try {
        const response = await send(instance);
        status = response.status;
        location = response.headers.get("location");
        await textOf(response);
      } catch {
        status = "ERR";
      }
      attempts.push(status);
      if (status !== "ERR" && status < 500) return { status, location, attempts, instance };
      await sleep(2000 * 2 ** attempt);
    }
    return { status: "unknown", location: null, attempts };
  }

  // Page views, two loops.
  async function pageViews(rng) {
    while (running()) {
      const instance = await pickInstance(rng);
      if (!instance) break;
      const page = rng.pick(PUBLIC_PAGES);
      try {
        await textOf(await fetch(`${instance.base}${page}`, { headers: { "Accept-Encoding": rng.pick(["br", "gzip", "identity"]) } }));
      } catch {
        // Recorded by the fetch wrapper.
      }
      await sleep(rng.between(400, 1400));
    }
  }

  // Enquiries from /kontakt: forms fetched ahead in batches, each sent after the time trap.
  async function enquiries(rng) {
    const forms = [];
    let number = 0;
    const refill = async () => {
      const batch = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const instance = await pickInstance(rng);
          if (!instance) return null;
          try {
            const html = await textOf(await fetch(`${instance.base}/kontakt`));
            const submissionKey = hiddenValue(html, "submissionKey");
            const stamp = hiddenValue(html, "stamp");
            return submissionKey && stamp ? { submissionKey, stamp, at: Date.now() } : null;
          } catch {
            return null;
          }
        }),
      );
      forms.push(...batch.filter(Boolean));
    };
    let refilling = null;
    while (running()) {
      if (forms.length < 3 && !refilling) refilling = refill().finally(() => (refilling = null));
      if (!forms.length) {
        await refilling;
        if (!forms.length) await sleep(1000);
        continue;
      }
      const form = forms.shift();
      await sleep(form.at + TIME_TRAP_MS - Date.now());
      if (!running()) break;
      const marker = `soak-${++number}`;
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
      const outcome = await submitWithResends(rng, (instance) =>
        fetch(`${instance.base}/kontakt`, {
          method: "POST",
          headers: { Origin: instance.base, "Content-Type": "application/x-www-form-urlencoded" },
          body,
          redirect: "manual",
        }),
      );
      const entry = { marker, at, submissionKey: form.submissionKey, attempts: outcome.attempts };
      if (outcome.status === 303) state.enquiries.accepted.push(entry);
      else if (outcome.status === "unknown") state.enquiries.unknown.push(entry);
      else state.enquiries.refused.push({ ...entry, status: outcome.status });
      await sleep(rng.between(1500, 4500));
    }
  }

  // Bookings on /rezerwacja, one at a time.
  async function bookings(rng) {
    let number = 0;
    while (running()) {
      const instance = await pickInstance(rng);
      if (!instance) break;
      const service = rng.pick(SERVICES);
      try {
        const days = await bookableDays(instance.base, service);
        // Not the first day: its times may be inside the cut-off for changes.
        const day = days.length > 1 ? rng.pick(days.slice(1)).date : days[0]?.date;
        const form = day ? await bookingForm(instance.base, service, day) : null;
        if (!form?.starts.length || !form.submissionKey) {
          state.bookings.noFreeTime++;
          await sleep(2000);
          continue;
        }
        const start = rng.pick(form.starts);
        await sleep(TIME_TRAP_MS);
        if (!running()) break;
        const n = ++number;
        const email = `soak-b${n}@example.com`;
        const at = Date.now();
        const outcome = await submitWithResends(rng, (target) =>
          postBooking(target.base, {
            action: form.action,
            service,
            start,
            submissionKey: form.submissionKey,
            stamp: form.stamp,
            name: `Klient Soak ${n}`,
            email,
          }),
        );
        const entry = { n, email, service, start, at, submissionKey: form.submissionKey, attempts: outcome.attempts };
        if (outcome.status === 303) {
          const token = outcome.location?.match(/\/rezerwacja\/([^?/]+)/)?.[1];
          state.bookings.accepted.push({ ...entry, token, page: outcome.location, changes: [], expected: { status: "confirmed", start } });
        } else if (outcome.status === 409) state.bookings.taken++;
        else if (outcome.status === "unknown") state.bookings.unknown.push(entry);
        else state.bookings.refused.push({ ...entry, status: outcome.status });
      } catch {
        // A page that did not come (a killed instance): recorded by the fetch wrapper.
      }
      await sleep(rng.between(2000, 5000));
    }
  }

  // Moves and cancellations from the booking's own page.
  async function manage(rng) {
    while (running()) {
      await sleep(rng.between(5000, 11000));
      const candidates = state.bookings.accepted.filter(
        (booking) => booking.token && booking.expected.status === "confirmed" && !booking.uncertain && !booking.skip && booking.changes.length < 2,
      );
      if (!candidates.length) continue;
      const booking = rng.pick(candidates);
      const instance = await pickInstance(rng);
      if (!instance) break;
      const page = `${instance.base}/rezerwacja/${booking.token}`;
      const intent = rng.chance(0.55) ? "move" : "cancel";
      try {
        let version;
        let start;
        if (intent === "cancel") {
          const html = await textOf(await fetch(page));
          if (!/<button[^>]*\bvalue="cancel"/.test(html)) {
            state.manage.notChangeable++;
            booking.skip = true;
            continue;
          }
          version = hiddenValue(html, "version");
        } else {
          const html = await textOf(await fetch(`${page}?zmien`));
          const days = [...html.matchAll(/\?zmien&amp;dzien=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]);
          if (!days.length) {
            state.manage.notChangeable++;
            continue;
          }
          const dayHtml = await textOf(await fetch(`${page}?zmien&dzien=${rng.pick(days)}`));
          const starts = [...dayHtml.matchAll(/name="start" value="([^"]+)"/g)].map((match) => match[1]);
          version = hiddenValue(dayHtml, "version");
          if (!starts.length || version === undefined) {
            state.manage.notChangeable++;
            continue;
          }
          start = rng.pick(starts);
        }
        const body = new URLSearchParams({ intent, version: version ?? "", ...(start ? { start } : {}) });
        const at = Date.now();
        let status;
        try {
          const response = await fetch(page, {
            method: "POST",
            headers: { Origin: instance.base, "Content-Type": "application/x-www-form-urlencoded" },
            body,
            redirect: "manual",
          });
          status = response.status;
          await textOf(response);
        } catch {
          status = "ERR";
        }
        booking.changes.push({ intent, start, at, status });
        if (status === 303) {
          if (intent === "cancel") {
            state.manage.cancelled++;
            booking.expected = { status: "cancelled", start: booking.expected.start };
          } else {
            state.manage.moved++;
            booking.expected = { status: "confirmed", start };
          }
        } else if (status === "ERR" || status >= 500) {
          // Done or not: the booking's final state is no longer known here.
          state.manage.unknown++;
          booking.uncertain = true;
        } else state.manage.refused.push({ n: booking.n, intent, status });
      } catch {
        // A page that did not come: recorded by the fetch wrapper.
      }
    }
  }

  // The owner: signs in, publishes prices, uploads photos, and uploads that break off.
  async function owner(rng) {
    let cookie = null;
    let photos = 0;
    const signIn = async (instance) => {
      const response = await fetch(`${instance.base}/admin/logowanie`, {
        method: "POST",
        headers: { Origin: instance.base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: run.admin.email, password: run.admin.password }),
        redirect: "manual",
      });
      await textOf(response);
      const found = response.headers
        .getSetCookie()
        .map((line) => line.match(/^admin-session=[^;]+/)?.[0])
        .find(Boolean);
      state.owner.signIns.push({ at: Date.now(), status: response.status });
      cookie = response.status === 303 && found ? found : null;
      return cookie;
    };
    const jpeg = () =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: { r: rng.int(0, 255), g: rng.int(0, 255), b: rng.int(0, 255) } } })
        .jpeg({ quality: 80 })
        .toBuffer();

    while (running()) {
      await sleep(rng.between(8000, 16000));
      const instance = await pickInstance(rng);
      if (!instance) break;
      try {
        if (!cookie && !(await signIn(instance))) continue;
        const action = rng.pick(["publish", "publish", "upload", "truncated", "destroyed"]);
        const headers = { Origin: instance.base, Cookie: cookie };
        if (action === "publish") {
          const editor = await fetch(`${instance.base}/admin/tresci/oferta`, { headers: { Cookie: cookie }, redirect: "manual" });
          const html = await textOf(editor);
          if (editor.status === 302 || editor.status === 303) {
            cookie = null;
            continue;
          }
          const baseVersion = Number(hiddenValue(html, "baseVersion"));
          if (!Number.isInteger(baseVersion)) continue;
          const revision = await run.db
            .query("select document from content_revisions where section = 'offer' and version = $1", [baseVersion])
            .catch(() => null);
          if (!revision?.rows[0]) continue;
          const offer = JSON.parse(revision.rows[0].document);
          const item = rng.int(0, offer.packages.length - 1);
          const price = rng.int(100, 3000);
          offer.packages[item].price = price;
          const body = formFields(offer);
          body.set("baseVersion", String(baseVersion));
          const response = await fetch(`${instance.base}/admin/tresci/oferta`, {
            method: "POST",
            headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
            body,
            redirect: "manual",
          });
          await textOf(response);
          state.owner.publishes.push({ at: Date.now(), instance: instance.name, baseVersion, item, price, status: response.status });
        } else {
          const photo = multipartBody("photo", `soak-${++photos}.jpg`, "image/jpeg", await jpeg());
          const uploadHeaders = { ...headers, "Content-Type": photo.contentType };
          if (action === "upload") {
            const status = await fetch(`${instance.base}/admin/zdjecia`, { method: "POST", headers: uploadHeaders, body: photo.body, redirect: "manual" }).then(
              async (response) => (await textOf(response), response.status),
              () => "ERR",
            );
            state.owner.uploads.push({ at: Date.now(), instance: instance.name, status });
          } else if (action === "truncated") {
            // The whole body arrives, but it ends inside the file: no closing boundary.
            const body = photo.body.subarray(0, photo.body.length - photo.tail.length - 100);
            const outcome = await asKind("upload-truncated", () => rawRequest({ port: instance.port, path: "/admin/zdjecia", headers: uploadHeaders, body }));
            state.owner.truncated.push({ at: Date.now(), instance: instance.name, status: outcome.status });
          } else {
            // Half the body, then the connection is destroyed.
            const body = photo.body.subarray(0, Math.floor(photo.body.length / 2));
            const outcome = await asKind("upload-destroyed", () =>
              rawRequest({ port: instance.port, path: "/admin/zdjecia", headers: uploadHeaders, body, contentLength: photo.body.length, destroyAfterMs: 300 }),
            );
            state.owner.destroyed.push({ at: Date.now(), instance: instance.name, status: outcome.status });
            await sleep(500);
            if (instance.ready) {
              const at = Date.now();
              const health = await asKind("healthz", () =>
                fetch(`${instance.base}/healthz`).then(
                  (response) => response.status,
                  () => "ERR",
                ),
              );
              state.owner.healthAfterDestroyed.push({ at, instance: instance.name, status: health });
            }
          }
        }
      } catch {
        // Recorded by the fetch wrapper; the session may be gone with the instance's database.
      }
    }
  }

  const loops = [
    asKind("page-view", () => pageViews(run.rng.fork(1))),
    asKind("page-view", () => pageViews(run.rng.fork(2))),
    asKind("enquiry", () => enquiries(run.rng.fork(3))),
    asKind("booking", () => bookings(run.rng.fork(4))),
    asKind("booking-manage", () => manage(run.rng.fork(5))),
    asKind("owner", () => owner(run.rng.fork(6))),
  ];
  return { state, done: Promise.allSettled(loops) };
}
