// The training tables (migration 0034, issue 60), apart from database.server.ts for length.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** One exercise of the trainer's library: the starter set (starter_slug) and her own. */
export interface ExerciseTable {
  id: Generated<number>;
  name: string;
  instructions: Generated<string>;
  /** Free text, as she writes it: "pośladki, czworogłowe". */
  muscles: Generated<string>;
  equipment: Generated<string>;
  category: string;
  /** A YouTube or Vimeo address, kept as a link (never embedded). */
  video_url: string | null;
  photo_id: string | null;
  /** 1: left out of the plan builder's choices; plans that have it keep it. */
  hidden: Generated<number>;
  /** The starter set's identifier; null for an exercise she added. */
  starter_slug: string | null;
  /** The form's key that added it (migration 0035): a double tap adds it once. Null for the starter set. */
  submission_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A plan kept to start others from: the body as a plan's. */
export interface PlanTemplateTable {
  id: Generated<number>;
  name: string;
  body: string;
  created_at: Timestamp;
}

/** One version of a client's plan; the highest is the current one, the rest the history. */
export interface TrainingPlanTable {
  id: Generated<number>;
  client_id: number;
  version: number;
  /** The days and their exercises, as JSON (app/training's plan schema). */
  body: string | null;
  /** The Warsaw date it starts, "YYYY-MM-DD", and how many weeks it runs. */
  starts_on: string;
  weeks: number;
  created_at: Timestamp;
}

/** One version of a client's diet: meals as JSON, or a PDF the trainer uploaded instead. */
export interface DietPlanTable {
  id: Generated<number>;
  client_id: number;
  version: number;
  body: string | null;
  pdf: Buffer | null;
  pdf_name: string | null;
  created_at: Timestamp;
}

/** One version of a client's supplement list, as JSON. */
export interface SupplementListTable {
  id: Generated<number>;
  client_id: number;
  version: number;
  body: string | null;
  created_at: Timestamp;
}

/** One set the client logged; `set_key` is made on the phone, so a send repeated offline is stored once. */
export interface WorkoutSetTable {
  id: Generated<number>;
  client_id: number;
  set_key: string;
  plan_id: number | null;
  day_name: string;
  exercise_id: number | null;
  /** As named when logged: the log reads the same if the exercise is renamed or removed. */
  exercise_name: string;
  set_number: number;
  weight_kg: number | null;
  reps: number | null;
  seconds: number | null;
  /** The Warsaw date trained, "YYYY-MM-DD". */
  done_on: string;
  /** When the phone logged it, and when the server received it (later, after a time without signal). */
  logged_at: Timestamp;
  received_at: Timestamp;
}

/** Body measurements on one day, entered by the client or the trainer. */
export interface MeasurementTable {
  id: Generated<number>;
  client_id: number;
  measured_on: string;
  weight_kg: number | null;
  waist_cm: number | null;
  hips_cm: number | null;
  chest_cm: number | null;
  arm_cm: number | null;
  thigh_cm: number | null;
  body_fat_pct: number | null;
  entered_by: "client" | "trainer";
  submission_key: string;
  created_at: Timestamp;
}

/** A progress photo: private, re-encoded without metadata, served only to its client and the trainer. */
export interface ProgressPhotoTable {
  id: Generated<number>;
  client_id: number;
  taken_on: string;
  bytes: Buffer;
  content_type: string;
  width: number;
  height: number;
  submission_key: string;
  created_at: Timestamp;
}
