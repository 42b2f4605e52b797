// The coached clients' plans and workout logs, as plain rows in memory:
// 2 to 6 plan versions over the time they train, each of 2 to 4 days of 4 to
// 7 starter exercises, and about three workouts a week, each exercise 3 to 5
// sets. Weights climb slowly with noise, so records happen now and then.
// Rows name their client and plan by index; insert-coaching.ts makes ids.
import { Temporal } from "temporal-polyfill";
import type { PlanBody, PlanExercise } from "../../app/training/plan-body.ts";
import type { Random } from "../seeded-random.ts";
import { DAY_KINDS, type Load } from "./exercise-loads.ts";
import { at, iso } from "./time.ts";

/** A client who trains with a plan, since the Monday `since`. */
export type Coached = { client: number; since: Temporal.PlainDate; female: boolean };
/** The starter library's ids and names, by slug (read after the migrations). */
export type Library = Map<string, { id: number; name: string }>;

export type SeedPlan = { client: number; version: number; body: string; starts_on: string; weeks: number; created_at: string };
export type SeedSet = {
  client: number;
  plan: number;
  set_key: string;
  day_name: string;
  exercise_id: number;
  exercise_name: string;
  set_number: number;
  weight_kg: number | null;
  reps: number | null;
  seconds: number | null;
  done_on: string;
  logged_at: string;
  received_at: string;
};

type Planned = { load: Load; exercise: PlanExercise };
/** How strong a client is: their own scale (a woman starts at about 55 %), and per exercise. */
type Strength = { scale: number; by: Map<string, number> };
type Version = { index: number; startsOn: Temporal.PlainDate; days: { name: string; exercises: Planned[] }[] };

/** One plan day of a kind: its main lift and 3 to 6 others of its list. */
function planDay(kind: (typeof DAY_KINDS)[number], library: Library, random: Random): { name: string; exercises: Planned[] } {
  const [main, ...rest] = kind.exercises;
  const others = rest.map((load) => ({ load, order: random.next() })).sort((a, b) => a.order - b.order);
  const loads = [main!, ...others.slice(0, random.int(3, 6)).map((one) => one.load)];
  const exercises = loads.map((load): Planned => {
    const { id, name } = library.get(load.slug)!;
    const timed = load.kind === "seconds";
    const exercise = { exerciseId: id, name, sets: random.int(3, 5), reps: timed ? "" : random.pick(["8", "10", "8–10", "10–12", "12"]) };
    const rest = { seconds: timed ? 45 : null, kg: null, rpe: null, tempo: "", restSeconds: random.pick([60, 90, 120]), note: "", superset: false };
    return { load, exercise: { ...exercise, ...rest } };
  });
  return { name: kind.name, exercises };
}

/** The client's versions, evenly over the weeks they train; the newest runs on past today. */
function makeVersions(coached: Coached, weeks: number, library: Library, plans: SeedPlan[], random: Random): Version[] {
  const count = Math.min(random.int(2, 6), Math.max(1, Math.floor(weeks / 6)));
  const versions: Version[] = [];
  for (let number = 0; number < count; number++) {
    const first = Math.floor((weeks * number) / count);
    const length = Math.floor((weeks * (number + 1)) / count) - first;
    const startsOn = coached.since.add({ weeks: first });
    const kinds = DAY_KINDS.map((kind) => ({ kind, order: random.next() })).sort((a, b) => a.order - b.order);
    const days = kinds.slice(0, random.int(2, 4)).map(({ kind }) => planDay(kind, library, random));
    const body: PlanBody = { days: days.map((day) => ({ name: day.name, exercises: day.exercises.map((one) => one.exercise) })) };
    const runs = number === count - 1 ? length + random.int(4, 12) : length;
    plans.push({
      client: coached.client,
      version: number + 1,
      body: JSON.stringify(body),
      starts_on: startsOn.toString(),
      weeks: Math.min(52, Math.max(1, runs)),
      created_at: iso(at(startsOn.subtract({ days: 1 }), "20:30")),
    });
    versions.push({ index: plans.length - 1, startsOn, days });
  }
  return versions;
}

/** The sets of one exercise on one day: the weight its climb has reached (fast at first, then slower), now and then a step lighter. */
function exerciseSets(planned: Planned, strength: Strength, weeksIn: number, random: Random): Pick<SeedSet, "weight_kg" | "reps" | "seconds">[] {
  const { load, exercise } = planned;
  const base = strength.by.get(load.slug) ?? strength.by.set(load.slug, random.between(0.8, 1.2)).get(load.slug)!;
  const climb = 1 + 0.9 * base * (1 - Math.exp(-weeksIn / 80));
  return Array.from({ length: exercise.sets }, (_, set) => {
    if (load.kind === "seconds") return { weight_kg: null, reps: null, seconds: Math.min(180, Math.round((30 * climb) / 5) * 5) };
    const reps = Math.max(1, random.int(8, 12) - (set >= 3 ? 1 : 0));
    if (load.kind === "reps") return { weight_kg: null, reps: Math.round(reps * base * Math.min(climb, 1.6)), seconds: null };
    const steps = Math.round((load.startKg * base * strength.scale * climb) / load.stepKg) - (random.chance(0.2) ? 1 : 0);
    return { weight_kg: Math.min(500, Math.max(load.stepKg, steps * load.stepKg)), reps, seconds: null };
  });
}

/** About three workouts a week from `since` to today, the plan's days in turn; the plan of a day is the newest started by then. */
function makeWorkouts(coached: Coached, versions: Version[], today: Temporal.PlainDate, sets: SeedSet[], random: Random): void {
  const weekdays = random.pick([
    [1, 3, 5],
    [2, 4, 6],
    [1, 3, 6],
    [1, 4, 6],
  ]);
  const strength: Strength = { scale: coached.female ? 0.55 : 1, by: new Map() };
  let done = 0;
  for (let monday = coached.since; Temporal.PlainDate.compare(monday, today) <= 0; monday = monday.add({ weeks: 1 })) {
    for (const weekday of weekdays) {
      const day = monday.add({ days: weekday - 1 });
      if (Temporal.PlainDate.compare(day, today) > 0 || random.chance(0.15)) continue;
      const version = versions.findLast((one) => Temporal.PlainDate.compare(one.startsOn, day) <= 0)!;
      const trained = version.days[done++ % version.days.length]!;
      const weeksIn = coached.since.until(day).days / 7;
      let logged = at(day, random.pick(["07:00", "16:30", "17:30", "18:30"]));
      trained.exercises.forEach((planned, position) => {
        exerciseSets(planned, strength, weeksIn, random).forEach((lift, set) => {
          logged += 150_000;
          sets.push({
            client: coached.client,
            plan: version.index,
            set_key: `seed-${coached.client}-${day}-${position + 1}-${set + 1}`,
            day_name: trained.name,
            exercise_id: planned.exercise.exerciseId!,
            exercise_name: planned.exercise.name,
            set_number: set + 1,
            ...lift,
            done_on: day.toString(),
            logged_at: iso(logged),
            received_at: iso(logged + 4_000),
          });
        });
      });
    }
  }
}

/** The coached clients' plan versions and logged sets. */
export function makeTraining(coached: readonly Coached[], today: Temporal.PlainDate, library: Library, random: Random): { plans: SeedPlan[]; sets: SeedSet[] } {
  const plans: SeedPlan[] = [];
  const sets: SeedSet[] = [];
  for (const one of coached) {
    const weeks = Math.ceil(one.since.until(today).days / 7);
    makeWorkouts(one, makeVersions(one, weeks, library, plans, random), today, sets, random);
  }
  return { plans, sets };
}
