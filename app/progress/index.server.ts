// What other folders' server code may use of the client's progress (issue 60).
export { giveHealthConsent, healthConsentOf, withdrawHealthConsent, type WithdrawnHealthData } from "./health-consent.server";
