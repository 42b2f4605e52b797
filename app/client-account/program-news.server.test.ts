// The client is told of a new or changed plan or diet (issue 78): one mail for
// a quarter hour's saves, naming what changed; none to a card without an address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { saveDietPage } from "~/diet/diet-versions.server";
import { initialSiteContent } from "~/site-content/index.server";
import { savePlan } from "~/training/plan-store.server";
import { programNewsTemplates } from "./program-news.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const MINUTE = 60_000;
const addresses = {
  MAIL_FROM: { name: "Strona", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const exercise = {
  exerciseId: 1,
  name: "Przysiad",
  sets: 3,
  reps: "8",
  seconds: null,
  kg: 60,
  rpe: null,
  tempo: "",
  restSeconds: 90,
  note: "",
  superset: false,
};
const plan = (...names: string[]) => ({ body: { days: names.map((name) => ({ name, exercises: [exercise] })) }, startsOn: "2027-03-08", weeks: 8 });
const diet = {
  diet: { base: 0, body: { days: [{ name: "", meals: [{ name: "Śniadanie", text: "2 jajka", kcal: null, protein: null, fat: null, carbs: null }] }] } },
  supplements: { base: 0, list: { items: [] } },
};

describe.each(DIALECTS)("the client told of a new plan or diet on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const mails = (clientId: number) =>
    test.db.selectFrom("outbox").selectAll().where("client_id", "=", clientId).where("kind", "=", "client_program_changed").execute();
  const composed = async (clientId: number) => {
    const [row] = await mails(clientId);
    const rendered = await programNewsTemplates(addresses, initialSiteContent).client_program_changed!.email!(row!, { db: test.db, now: NOW });
    if (!rendered || !("message" in rendered)) throw new Error("no mail");
    return rendered.message as { subject: string; text: string; to: { address: string } };
  };

  it("a plan and then a diet saved within a quarter hour make one mail, due after it, naming both", async () => {
    const ola = await addCard(test.db, "Ola", NOW);
    expect(await savePlan(test.db, ola, 0, plan("Dzień A"), NOW)).toMatchObject({ kind: "saved" });
    expect(await savePlan(test.db, ola, 1, plan("Dzień A", "Dzień B"), new Date(NOW.getTime() + MINUTE))).toMatchObject({ kind: "saved" });
    expect(await saveDietPage(test.db, ola, diet, new Date(NOW.getTime() + 2 * MINUTE))).toMatchObject({ ok: true });
    const rows = await mails(ola);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.next_attempt_at).toBe(new Date(NOW.getTime() + 15 * MINUTE).toISOString());
    const mail = await composed(ola);
    expect(mail.to.address).toBe("ola@example.com");
    expect(mail.subject).toBe("Na stronie „Moje treningi”: zmieniony plan treningowy i nowa dieta");
    expect(mail.text).toContain("https://trener.example/moje-treningi");
  });

  it("a save after the mail went makes a new one; a card without an address gets none", async () => {
    const piotr = await addCard(test.db, "Piotr", NOW);
    await savePlan(test.db, piotr, 0, plan("Dzień A"), NOW);
    await test.db.updateTable("outbox").set({ status: "sent" }).where("client_id", "=", piotr).execute();
    await savePlan(test.db, piotr, 1, plan("Dzień B"), NOW);
    expect(await mails(piotr)).toHaveLength(2);

    const silent = await addCard(test.db, "Cicha", NOW);
    await test.db.updateTable("clients").set({ email: "" }).where("id", "=", silent).execute();
    await savePlan(test.db, silent, 0, plan("Dzień A"), NOW);
    const [row] = await mails(silent);
    expect(await programNewsTemplates(addresses, initialSiteContent).client_program_changed!.email!(row!, { db: test.db, now: NOW })).toEqual({
      skip: "the card or its address is gone",
    });
  });
});
