// A set logged at /moje-treningi without JavaScript: the set's own form, one
// set, back to the page that says it was saved; the same form sent again (a
// retry after a lost answer) stores nothing twice; without the client's
// consent to keep health data, nothing is kept and the page says why.
// With JavaScript and without signal: tests/e2e/training-plan.spec.ts.
import { expect, test } from "@playwright/test";
import { TEST_DATABASE_FILE } from "../../playwright.config";
import { withDatabase } from "../e2e/admin";
import { signedIn } from "../e2e/signed-in-clients";
import { openPage, visitorWithCookies } from "../support/html-page";

const PLAN = {
  days: [
    {
      name: "Dzień A",
      exercises: [
        { exerciseId: null, name: "Pompki", sets: 2, reps: "12", seconds: null, kg: null, rpe: null, tempo: "", restSeconds: 60, note: "", superset: false },
      ],
    },
  ],
};

function clientWithPlan(name: string, consent: boolean) {
  const client = signedIn(name, 1);
  const now = new Date().toISOString();
  withDatabase(TEST_DATABASE_FILE, (db) => {
    db.prepare("insert into training_plans (client_id, version, body, starts_on, weeks, created_at) values (?, 1, ?, ?, 4, ?)").run(
      client.clientId,
      JSON.stringify(PLAN),
      now.slice(0, 10),
      now,
    );
    if (consent) db.prepare("update clients set progress_consent_at = ? where id = ?").run(now, client.clientId);
  });
  return client;
}

const sets = (clientId: number) =>
  withDatabase(TEST_DATABASE_FILE, (db) => db.prepare("select exercise_name, set_number, reps, weight_kg from workout_sets where client_id = ?").all(clientId));

test("without JavaScript a set is logged by its own form, once however often it is sent", async ({ playwright, baseURL }) => {
  const { clientId, cookies } = clientWithPlan("Nina Bezskryptowa", true);
  const phone = await visitorWithCookies(playwright.request, baseURL!, { "client-session": cookies[0]! });
  const page = await openPage(phone, "/moje-treningi");
  const form = page.formOf("Zapisz serię 1").fill("Powtórzenia", "11");
  const saved = await form.submit("Zapisz serię 1");
  expect(saved.shownTexts("[role=status]")).toContain("Seria zapisana.");
  expect(saved.text()).toContain("Seria 1 zapisana: × 11");
  await form.submit("Zapisz serię 1");
  expect(sets(clientId)).toEqual([{ exercise_name: "Pompki", set_number: 1, reps: 11, weight_kg: null }]);
  await phone.dispose();
});

test("without the consent to keep health data, no set is kept and the page says why", async ({ playwright, baseURL }) => {
  const { clientId, cookies } = clientWithPlan("Olga Bezzgody", false);
  const phone = await visitorWithCookies(playwright.request, baseURL!, { "client-session": cookies[0]! });
  const page = await openPage(phone, "/moje-treningi");
  expect(page.text()).toContain("Aby zapisywać treningi, wyraź najpierw zgodę");
  expect(page.text()).not.toContain("Zapisz serię 1");
  // A set sent anyway (an old page, a crafted post) is refused.
  const planId = withDatabase(TEST_DATABASE_FILE, (db) => (db.prepare("select id from training_plans where client_id = ?").get(clientId) as { id: number }).id);
  const refused = await phone.post("/moje-treningi/serie", {
    form: {
      setKey: "a-set-without-consent-01",
      setNumber: "1",
      planId: String(planId),
      dayName: "Dzień A",
      dayIndex: "0",
      exercise: "0",
      reps: "12",
      weightKg: "",
    },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(refused.headers().location).toBe("/moje-treningi?zgoda#trening");
  await phone.dispose();
  expect(sets(clientId)).toEqual([]);
});

test("over the day's cap a post keeps nothing: the page's script gets 429 and the cap's name, the form a Polish refusal", async ({ playwright, baseURL }) => {
  const { clientId, cookies } = clientWithPlan("Kasia Niezmordowana", true);
  const phone = await visitorWithCookies(playwright.request, baseURL!, { "client-session": cookies[0]! });
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Warsaw" });
  const batch = (from: number) =>
    Array.from({ length: 150 }, (_, index) => ({
      setKey: `cap-${clientId}-${String(from + index).padStart(16, "0")}`,
      planId: null,
      dayName: "Dzień A",
      exerciseId: null,
      // Another exercise than the plan's: the page's form of the plan's first set stays to be sent.
      exerciseName: "Przysiad",
      setNumber: 1,
      weightKg: null,
      reps: 12,
      seconds: null,
      doneOn: today,
      loggedAt: new Date().toISOString(),
      consentAt: null,
    }));
  const post = (sets: unknown[]) =>
    phone.post("/moje-treningi/serie", { form: { sets: JSON.stringify(sets) }, headers: { Origin: new URL(baseURL!).origin, Accept: "application/json" } });
  for (const from of [0, 150]) expect((await post(batch(from))).status()).toBe(200);
  const capped = await post(batch(300));
  expect(capped.status()).toBe(429);
  expect(await capped.json()).toEqual({ keys: [], cap: "perDay" });
  const page = await openPage(phone, "/moje-treningi");
  const refused = await page.formOf("Zapisz serię 1").fill("Powtórzenia", "11").submit("Zapisz serię 1");
  expect(refused.status).toBe(429);
  expect(refused.text()).toContain(
    "Serii nie zapisano: dziennik przyjmuje najwyżej 300 serii dziennie, a ten limit na dziś jest wykorzystany. Zapisz ją jutro.",
  );
  expect(sets(clientId)).toHaveLength(300);
  await phone.dispose();
});
