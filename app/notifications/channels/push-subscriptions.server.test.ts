import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../../tests/support/test-database";
import { isPushEndpoint } from "./push-endpoints";
import { deviceFromForm, pushPageAction } from "./push-page-action.server";
import { PUSH_PAGE } from "./push-page.messages";
import {
  clientDevices,
  listPushSubscriptions,
  MAX_CLIENT_DEVICES,
  MAX_TRAINER_DEVICES,
  saveClientDevice,
  savePushSubscription,
} from "./push-subscriptions.server";

const NOW = new Date("2027-03-01T09:00:00.000Z");
const keys = { p256dh: "BPublicKeyOfTheBrowser_0123456789", auth: "AuthSecret_0123456" };
const fcm = (n: number) => `https://fcm.googleapis.com/fcm/send/device-${n}`;
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe.each(DIALECTS)("how many push devices are kept, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const addClient = async (name: string) =>
    (
      await test.db
        .insertInto("clients")
        .values({ name, email: "", phone: "", notes: "", created_at: NOW.toISOString(), last_activity_at: NOW.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  it("keeps at most 5 phones of a client out of 50 registered, the newest, and never touches another's", async () => {
    const [anna, piotr] = [await addClient("Anna"), await addClient("Piotr")];
    await saveClientDevice(test.db, piotr, { endpoint: fcm(1000), ...keys }, NOW);
    for (let n = 0; n < 50; n++) await saveClientDevice(test.db, anna, { endpoint: fcm(n), ...keys }, later(n));
    expect(MAX_CLIENT_DEVICES).toBe(5);
    expect((await clientDevices(test.db, anna)).map((row) => row.endpoint)).toEqual([45, 46, 47, 48, 49].map(fcm));
    expect((await clientDevices(test.db, piotr)).map((row) => row.endpoint)).toEqual([fcm(1000)]);
  });

  it("drops the phone longest unused, and keeps 50 registered at once to 5", async () => {
    const ola = await addClient("Ola");
    for (let n = 100; n < 105; n++) await saveClientDevice(test.db, ola, { endpoint: fcm(n), ...keys }, NOW);
    // The first phone is the one in use: the one registered second goes.
    await test.db
      .updateTable("push_subscriptions")
      .set({ last_used_at: later(60).toISOString() })
      .where("endpoint", "=", fcm(100))
      .execute();
    await saveClientDevice(test.db, ola, { endpoint: fcm(105), ...keys }, later(120));
    expect((await clientDevices(test.db, ola)).map((row) => row.endpoint)).toEqual([100, 102, 103, 104, 105].map(fcm));

    const ela = await addClient("Ela");
    await Promise.all(Array.from({ length: 50 }, (_, n) => saveClientDevice(test.db, ela, { endpoint: fcm(200 + n), ...keys }, NOW)));
    expect(await clientDevices(test.db, ela)).toHaveLength(5);
  });

  it("keeps the trainer's devices to 20, apart from clients' phones", async () => {
    for (let n = 0; n < 25; n++) await savePushSubscription(test.db, { endpoint: fcm(300 + n), ...keys, name: "Telefon", topics: ["booking"] }, later(n));
    const kept = await listPushSubscriptions(test.db);
    expect(kept).toHaveLength(MAX_TRAINER_DEVICES);
    expect(kept.at(-1)!.endpoint).toBe(fcm(324));
    expect(await test.db.selectFrom("push_subscriptions").select("id").where("client_id", "is not", null).execute()).toHaveLength(16);
  });

  it("stores no device whose endpoint is not a push service's, and tells the trainer why", async () => {
    const settings = { subject: () => "mailto:trener@example.com", allowedHosts: [] };
    const form = (endpoint: string) => new URLSearchParams({ zamiar: "wlacz", nazwa: "Telefon", rodzaj: "booking", endpoint, ...keys });
    const before = (await listPushSubscriptions(test.db)).length;
    expect(await pushPageAction(test.db, settings, form("http://127.0.0.1:9/push"), NOW)).toBe(PUSH_PAGE.notPushService);
    expect(await listPushSubscriptions(test.db)).toHaveLength(before);
    expect(PUSH_PAGE.notPushService).toMatch(/^Nie włączono powiadomień: .+\.$/);
  });
});

describe("a push service's address", () => {
  it("is https on a push service's host, or a host OUTBOUND_ALLOWED_HOSTS names", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QG9xYmpl",
      "https://db5p.notify.windows.com/w/?token=abc",
    ])
      expect(isPushEndpoint(endpoint, [])).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/abc",
      "https://user:pw@fcm.googleapis.com/abc",
      "https://notify.windows.com.example/abc",
      "https://127.0.0.1/push",
      "https://push.example/device",
      "javascript:alert(1)",
      `https://fcm.googleapis.com/${"a".repeat(2000)}`,
    ])
      expect(isPushEndpoint(endpoint, []), endpoint).toBe(false);
    expect(isPushEndpoint("http://127.0.0.1:4000/push/device-1", [{ host: "127.0.0.1", port: null }])).toBe(true);
    expect(deviceFromForm(new URLSearchParams({ endpoint: "http://127.0.0.1:4000/push", ...keys }), [{ host: "127.0.0.1", port: 4000 }])).toEqual({
      endpoint: "http://127.0.0.1:4000/push",
      ...keys,
    });
    expect(deviceFromForm(new URLSearchParams({ endpoint: "http://127.0.0.1:4000/push", ...keys }), [])).toBe("not_push_service");
  });
});
