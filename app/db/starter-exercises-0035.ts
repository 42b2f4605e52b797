import type { StarterExercise } from "./starter-exercise";
import { STARTER_CARDIO_AND_MOBILITY } from "./starter-exercises-0035-cardio-mobility";
import { STARTER_CORE_AND_FULL_BODY } from "./starter-exercises-0035-core-full-body";
import { STARTER_LEGS_AND_BACK } from "./starter-exercises-0035-legs-back";
import { STARTER_UPPER_BODY } from "./starter-exercises-0035-upper";

/**
 * The starter exercises as migration 0035 inserted them: frozen, since a
 * shipped migration's data never changes (a later change is a new migration).
 */
export const STARTER_EXERCISES_0035: readonly StarterExercise[] = Object.freeze(
  [...STARTER_LEGS_AND_BACK, ...STARTER_UPPER_BODY, ...STARTER_CORE_AND_FULL_BODY, ...STARTER_CARDIO_AND_MOBILITY].map((exercise) =>
    Object.freeze({ ...exercise }),
  ),
);
