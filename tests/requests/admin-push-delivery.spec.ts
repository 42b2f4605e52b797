// Push to the trainer end to end, without the internet (issue 45): the
// trainer's device is a push service on 127.0.0.1 with keys made by the test,
// turned on as /admin/powiadomienia's "Włącz" posts it; a visitor books
// online, and the message the server sent is decrypted (RFC 8291) to what
// the phone shows. A device its push service no longer knows (410) is
// removed. On a server of its own, whose outbound guard allows 127.0.0.1 only.
import { expect, test } from "@playwright/test";
import { startPushReceiver } from "../support/push-receiver";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitFor } from "../support/wait-for";
import { ADMIN_ENV, signInByRequest, withDatabase } from "../e2e/admin";
import { bookFirstFreeTime } from "../e2e/booking-helpers";
import { ownServer } from "../e2e/site";
import { sessionTime } from "../../app/notifications/channels/push.messages";

test.describe.configure({ mode: "serial" });

let sink: SmtpSink;
let phone: Awaited<ReturnType<typeof startPushReceiver>>;
const server = ownServer(async () => {
  sink = await startSmtpSink();
  phone = await startPushReceiver();
  return { ...ADMIN_ENV, SMTP_URL: sink.url, CONTACT_TO: "trener@example.com", OUTBOX_POLL_MS: "200", OUTBOUND_ALLOWED_HOSTS: "127.0.0.1" };
});
test.afterAll(async () => {
  await sink?.close();
  await phone?.close();
});

const devices = () => withDatabase(server.databaseFile, (db) => db.prepare("select endpoint from push_subscriptions").all());

test("an online booking reaches the trainer's phone as a push message, encrypted for it, that opens the session's day", async ({ playwright, request }) => {
  // The trainer's session kept apart from the visitor's requests.
  const trainer = await playwright.request.newContext();
  await signInByRequest(trainer, server.url);
  // What "Włącz na tym urządzeniu" posts once the browser's push service has given it a subscription.
  const turnedOn = await trainer.post(`${server.url}/admin/powiadomienia`, {
    headers: { Origin: server.url },
    form: { zamiar: "wlacz", nazwa: "Telefon", rodzaj: "booking", endpoint: phone.endpoint, ...phone.keys },
    maxRedirects: 0,
  });
  await trainer.dispose();
  expect(turnedOn.status()).toBe(303);
  expect(devices()).toEqual([{ endpoint: phone.endpoint }]);

  const booked = await bookFirstFreeTime(request, server, { weekday: "środa", nth: 0, person: { name: "Ewa Push", email: "ewa@example.com" } });
  const [push] = await waitFor(() => phone.received.length > 0 && phone.received, { what: "the push message" });
  expect(push!.headers["content-encoding"]).toBe("aes128gcm");
  expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  expect(phone.decrypt(push!)).toEqual({
    title: "Nowa rezerwacja online",
    body: `Trening: ${sessionTime(booked.start)}`,
    url: `/admin/kalendarz?od=${booked.day}`,
  });
});

test("a device its push service answers 410 for is removed, and the next booking sends it nothing", async ({ request }) => {
  phone.answerWith(410);
  const before = phone.received.length;
  await bookFirstFreeTime(request, server, { weekday: "środa", nth: 1, person: { name: "Olga Gone", email: "olga@example.com" } });
  await waitFor(() => devices().length === 0, { what: "the device to be removed" });
  expect(phone.received).toHaveLength(before + 1);

  await bookFirstFreeTime(request, server, { weekday: "środa", nth: 2, person: { name: "Iga Later", email: "iga@example.com" } });
  await waitFor(() => sink.messages.some((mail) => mail.envelope.to.includes("iga@example.com")), { what: "the third booking's mail" });
  expect(phone.received).toHaveLength(before + 1);
});
