// The shape of a client's training in their data export (RODO art. 15 and 20).
import type { PlanDay } from "./plan-body";

export type ExportedPlan = { id: number; version: number; startsOn: string; weeks: number; createdAt: string; days: PlanDay[] };
export type ExportedWorkoutSet = {
  id: number;
  planId: number | null;
  doneOn: string;
  dayName: string;
  exerciseId: number | null;
  exercise: string;
  setNumber: number;
  weightKg: number | null;
  reps: number | null;
  seconds: number | null;
  /** When the phone logged it, and when the server received it. */
  loggedAt: string;
  receivedAt: string;
};
export type TrainingExport = { plans: ExportedPlan[]; workoutSets: ExportedWorkoutSet[] };
