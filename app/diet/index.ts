// The entry of app/diet/ for other folders: what they may use of it that the browser may load too.
export { CardDietLink } from "./card-diet-link";
export { ClientDietSection } from "./client-diet-section";
export { CLIENT_DIET, DIET_PAGE, dietSaved, pdfUploaded } from "./diet.messages";
export { DietPrintSheet } from "./diet-print-sheet";
export { DietPage, type DietPageAnswer } from "./diet-page";
