// The entry of app/diet/ for other folders' server code.
export { cardDietFacts, clientDietView, type CardDietFacts, type ClientDietView } from "./client-diet-view.server";
export { dietEditorView, submitDietPage, type DietEditorView, type DietSubmission } from "./diet-editor.server";
export { dietExport, type DietExport } from "./diet-export.server";
export { currentDietPdf } from "./diet-read.server";
export { pdfResponse } from "./pdf-response.server";
