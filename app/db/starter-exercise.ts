/**
 * One exercise of the starter set (migration 0035), as the table `exercises`
 * holds it. `category` is one of app/training's exercise categories (a test
 * checks it: this folder imports no capability); `slug` never changes, so a
 * later migration can find the row whatever the trainer renamed it to.
 */
export type StarterExercise = {
  readonly slug: string;
  readonly name: string;
  readonly category: string;
  readonly muscles: string;
  readonly equipment: string;
  readonly instructions: string;
};
