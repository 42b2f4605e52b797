// The entry of app/forms/ for other folders: what they may use of it that the browser may load too.
export { stampProblem } from "./forms.messages";
export { Honeypot } from "./honeypot";
export { SENT_BY_BUTTON } from "./sent-by-button";
