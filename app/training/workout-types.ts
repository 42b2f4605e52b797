// Today's workout as the client's page gets it (client-workout.server.ts) and draws it.
import type { ImageEntry } from "~/lib/image-manifest";
import type { Best } from "./personal-records";
import type { PlanExercise } from "./plan-body";

export type DoneSet = { setNumber: number; weightKg: number | null; reps: number | null; seconds: number | null };
export type WorkoutExercise = {
  exercise: PlanExercise;
  instructions: string;
  videoUrl: string | null;
  /** The library's photo of the exercise, once its files are made. */
  picture: ImageEntry | null;
  last: DoneSet[];
  best: Best | null;
  today: DoneSet[];
  /** One key per set for the form sent without JavaScript (with it, the phone makes its own). */
  formKeys: string[];
};
export type ClientWorkout = {
  consent: boolean;
  /** When the consent the page shows was given: each set logged carries it (workout-log.server.ts). */
  consentAt: string | null;
  today: string;
  plan: { id: number; startsOn: string; weeks: number; week: number } | null;
  days: string[];
  dayIndex: number;
  exercises: WorkoutExercise[];
};
