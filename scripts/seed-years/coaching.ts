// Coaching in the busy trainer's years (issue 60): about 30 clients train
// with a plan and log their workouts and measurements for the last 1 to 3
// years (not before their first session), having given their consent to
// keep health data; about 10 of them also have a diet and supplements.
import { Temporal } from "temporal-polyfill";
import type { Random } from "../seeded-random.ts";
import { insertAll, insertWithIds, type SeedTransaction } from "./batches.ts";
import { isFemale } from "./clients.ts";
import type { DiaryClient } from "./diary-rows.ts";
import { makeDiets } from "./diets.ts";
import { makeMeasurements } from "./measurements.ts";
import { at, iso } from "./time.ts";
import { makeTraining, type Coached, type Library } from "./training.ts";

export type Coaching = ReturnType<typeof makeCoaching>;

/** Up to `count` clients who came to a session at least eight weeks ago, each from a Monday 1 to 3 years back (or their first session's). */
function chooseCoached(clients: readonly DiaryClient[], today: Temporal.PlainDate, count: number, random: Random): Coached[] {
  const latest = today.subtract({ weeks: 8 });
  const candidates = clients.flatMap((client, index) => {
    if (client.first === null) return [];
    const first = Temporal.Instant.from(client.first).toZonedDateTimeISO("Europe/Warsaw").toPlainDate();
    const wanted = today.subtract({ weeks: random.int(52, 156) });
    const start = Temporal.PlainDate.compare(first, wanted) > 0 ? first : wanted;
    const since = start.subtract({ days: start.dayOfWeek - 1 });
    return Temporal.PlainDate.compare(since, latest) <= 0 ? [{ client: index, since, female: isFemale(index), order: random.next() }] : [];
  });
  candidates.sort((a, b) => a.order - b.order);
  return candidates.slice(0, count).map(({ order: _order, ...coached }) => coached);
}

export function makeCoaching(clients: readonly DiaryClient[], library: Library, today: Temporal.PlainDate, random: Random) {
  const coached = chooseCoached(clients, today, 30, random);
  const { plans, sets } = makeTraining(coached, today, library, random);
  const { diets, supplements } = makeDiets(coached.slice(0, 10), today, random);
  return { coached, plans, sets, diets, supplements, measurements: makeMeasurements(coached, today, random) };
}

/** The coaching rows, their clients' indexes and plans' indexes made ids; the consent given the day before the first plan. */
export async function insertCoaching(trx: SeedTransaction, coaching: Coaching, clientIds: readonly number[]): Promise<void> {
  const { coached, plans, sets, diets, supplements, measurements } = coaching;
  const ofClient = <Row extends { client: number }>({ client, ...row }: Row) => ({ ...row, client_id: clientIds[client]! });
  for (const { client, since } of coached) {
    const consented = iso(at(since.subtract({ days: 1 }), "19:45"));
    await trx
      .updateTable("clients")
      .set({ progress_consent_at: consented, questionnaire_consent_at: consented, diet_consent_at: consented })
      .where("id", "=", clientIds[client]!)
      .execute();
  }
  const planIds = await insertWithIds(trx, "training_plans", plans.map(ofClient));
  await insertAll(
    trx,
    "workout_sets",
    sets.map(({ plan, ...set }) => ({ ...ofClient(set), plan_id: planIds[plan]! })),
  );
  await insertAll(trx, "measurements", measurements.map(ofClient));
  await insertAll(trx, "diet_plans", diets.map(ofClient));
  await insertAll(trx, "supplement_lists", supplements.map(ofClient));
}
