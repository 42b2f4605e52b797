// The progress forms as the pages send them and the actions read them: where they post and their intents.
import { href } from "react-router";
import type { HealthPurpose } from "~/db/client-import-tables";

export const PROGRESS_INTENTS = {
  consent: "zgoda",
  withdraw: "wycofaj",
  measure: "pomiar",
  deleteMeasurement: "usun-pomiar",
  deletePhoto: "usun-zdjecie",
} as const;

/** The consent a consent's or a withdrawal's form is about (PURPOSE_SLUGS). */
export const PURPOSE_FIELD = "cel";

/** Each purpose as a form posts it and the page's notice names it ("wycofano-dieta"). */
export const PURPOSE_SLUGS = { questionnaire: "ankieta", progress: "postepy", diet: "dieta" } as const satisfies Record<HealthPurpose, string>;

/** The query key of the client page's notice after a progress form, and the section's anchor. */
export const PROGRESS_NOTICE_KEY = "postepy";
export const PROGRESS_ANCHOR = "postepy";

/** Where a progress photo is served, to its client's or the trainer's session only (routes/client-progress-photo.ts). */
export const progressPhotoUrl = (id: number) => href("/moje-treningi/zdjecia/:id", { id: String(id) });
