// A card's training in its export, every column said or left out, and the
// erasure of the card leaving nothing of the client's health data: plans,
// the log, measurements, progress photos (their bytes live in the rows),
// diets (a PDF too) and supplement lists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Selectable } from "kysely";
import { cardExport } from "~/clients/card-export.server";
import { eraseEmptyCards } from "~/clients/client-retention.server";
import { eraseCard } from "~/clients/erase-client.server";
import type { MeasurementTable, TrainingPlanTable, WorkoutSetTable } from "~/db/training-tables";
import type { ExportedMeasurement } from "~/progress";
import { giveHealthConsent } from "~/progress/index.server";
import { addCard, addHealthRecords } from "../../tests/support/client-card";
import { expectEveryColumn } from "../../tests/support/client-export-columns";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { savePlan } from "./plan-store.server";
import type { ExportedPlan, ExportedWorkoutSet } from "./training-export";
import { storeSets } from "./workout-log.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const PLAN_COLUMNS: Record<keyof Selectable<TrainingPlanTable>, keyof ExportedPlan | "parent" | "left out"> = {
  id: "id",
  client_id: "parent",
  version: "version",
  starts_on: "startsOn",
  weeks: "weeks",
  created_at: "createdAt",
  // Parsed: the days.
  body: "left out",
};
const SET_COLUMNS: Record<keyof Selectable<WorkoutSetTable>, keyof ExportedWorkoutSet | "parent" | "left out"> = {
  id: "id",
  client_id: "parent",
  // The phone's key for sending it once: no datum of the person's.
  set_key: "left out",
  plan_id: "planId",
  day_name: "dayName",
  exercise_id: "exerciseId",
  exercise_name: "exercise",
  set_number: "setNumber",
  weight_kg: "weightKg",
  reps: "reps",
  seconds: "seconds",
  done_on: "doneOn",
  logged_at: "loggedAt",
  received_at: "receivedAt",
};
const MEASUREMENT_COLUMNS: Record<keyof Selectable<MeasurementTable>, keyof ExportedMeasurement | "parent" | "left out"> = {
  id: "id",
  client_id: "parent",
  measured_on: "measuredOn",
  weight_kg: "weightKg",
  waist_cm: "waistCm",
  hips_cm: "hipsCm",
  chest_cm: "chestCm",
  arm_cm: "armCm",
  thigh_cm: "thighCm",
  body_fat_pct: "bodyFatPct",
  entered_by: "enteredBy",
  // The form's one-time key: no datum of the person's.
  submission_key: "left out",
  created_at: "createdAt",
};
const CLIENT_TABLES = ["training_plans", "workout_sets", "measurements", "progress_photos", "diet_plans", "supplement_lists"] as const;

describe.each(DIALECTS)("a card's training, exported and erased, on %s", (dialect) => {
  let test: TestDatabase;
  let clientId: number;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    const at = NOW.toISOString();
    clientId = await addCard(test.db, "Ola", NOW);
    await giveHealthConsent(test.db, clientId, "progress", NOW);
    const day = {
      name: "Dzień A",
      exercises: [
        { exerciseId: null, name: "Przysiad", sets: 1, reps: "8", seconds: null, kg: 60, rpe: 8, tempo: "", restSeconds: null, note: "", superset: false },
      ],
    };
    await savePlan(test.db, clientId, 0, { body: { days: [day] }, startsOn: "2027-03-08", weeks: 6 }, NOW);
    await storeSets(
      test.db,
      clientId,
      [
        {
          setKey: "set-key-0000000000001",
          planId: null,
          dayName: "Dzień A",
          exerciseId: null,
          exerciseName: "Przysiad",
          setNumber: 1,
          weightKg: 60,
          reps: 8,
          seconds: null,
          doneOn: "2027-03-10",
          loggedAt: at,
        },
      ],
      NOW,
    );
    await addHealthRecords(test.db, clientId, NOW);
  });
  afterAll(() => test.drop());

  it("exports every version of the plan and every logged set, each column said", async () => {
    const exported = await cardExport(test.db, clientId, 12, NOW);
    const plans = await test.db.selectFrom("training_plans").selectAll().execute();
    const sets = await test.db.selectFrom("workout_sets").selectAll().execute();
    expect(exported?.training?.plans).toHaveLength(1);
    expectEveryColumn(plans[0]!, exported!.training!.plans[0]!, PLAN_COLUMNS);
    expect(exported?.training?.plans[0]?.days[0]?.exercises[0]).toMatchObject({ name: "Przysiad", kg: 60, rpe: 8 });
    expect(exported?.training?.workoutSets).toHaveLength(1);
    expectEveryColumn(sets[0]!, exported!.training!.workoutSets[0]!, SET_COLUMNS);
    expect(exported?.card?.progressConsentAt).toBe(NOW.toISOString());
  });

  it("exports the measurements, each column said, and the photos by their facts and address, not their bytes", async () => {
    const exported = await cardExport(test.db, clientId, 12, NOW);
    const [measurement] = await test.db.selectFrom("measurements").selectAll().execute();
    expectEveryColumn(measurement!, exported!.progress!.measurements[0]!, MEASUREMENT_COLUMNS);
    const [photo] = await test.db.selectFrom("progress_photos").select(["id", "taken_on"]).execute();
    expect(exported?.progress?.photos).toEqual([
      {
        id: photo!.id,
        takenOn: "2027-03-10",
        contentType: "image/jpeg",
        width: 1,
        height: 1,
        bytes: 14,
        createdAt: NOW.toISOString(),
        url: `/moje-treningi/zdjecia/${photo!.id}`,
      },
    ]);
    expect(exported?.diet?.dietPlans).toHaveLength(1);
  });

  it("a card with training and no booking is not empty: the retention job keeps it", async () => {
    expect(await eraseEmptyCards(test.db)).toBe(0);
    await test.db.deleteFrom("training_plans").where("client_id", "=", clientId).execute();
    for (const table of CLIENT_TABLES.slice(1)) {
      expect(await eraseEmptyCards(test.db, [clientId]), table).toBe(0);
    }
  });

  it("erasing the card leaves none of the client's training, progress or diet", async () => {
    await eraseCard(test.db, clientId);
    for (const table of CLIENT_TABLES) expect(await test.db.selectFrom(table).select("id").execute(), table).toEqual([]);
  });
});
