// What other folders' server code may use of the client's progress (issue 60).
export { clientProgressAction, type ClientProgressOutcome } from "./client-progress-action.server";
export { eraseIdleHealthData, HEALTH_DATA_MONTHS } from "./health-retention.server";
export { consentRecordsOf } from "./health-consent-records.server";
export {
  giveConsentWithin,
  giveHealthConsent,
  healthConsentOf,
  withdrawHealthConsent,
  type HealthPurpose,
  type WithdrawnHealthData,
} from "./health-consent.server";
export { deleteMeasurement, enterMeasurement, MEASUREMENT_DAY_FIELD } from "./measurement-entry.server";
export { warsawDateOf } from "./measures";
export { progressPhotoFor, type PhotoViewer } from "./progress-photo-store.server";
export { cardProgressSummary, clientProgressView, type CardProgressSummary, type ProgressView } from "./progress-view.server";
export { progressExport } from "./progress-export.server";
