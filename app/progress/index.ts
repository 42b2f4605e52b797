// The entry of app/progress/ for other folders: what they may use of it that the browser may load too.
export { CardProgressLink } from "./card-progress-link";
export { ClientProgressSection } from "./client-progress-section";
export { MEASUREMENT_FORM_FIELDS, type MeasurementProblem } from "./measures";
export { PROGRESS_INTENTS } from "./progress-form";
export { PROGRESS_ANCHOR, PROGRESS_NOTICE_KEY } from "./progress-form";
export { PROGRESS, TRAINER_PROGRESS } from "./progress.messages";
export { HEALTH_CONSENT_WORDINGS } from "./consent-purposes.messages";
export { ProgressRefusal } from "./progress-refusal";
export { TrainerProgress } from "./trainer-progress";
export type { ExportedMeasurement, ExportedProgressPhoto, ProgressExport } from "./progress-export";
