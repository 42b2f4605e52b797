// The entry of app/site-content/ for other folders: what they may use of it that the browser may load too.
export { listChanges, summarizeChanges } from "./change-summary";
export { TEXT_SECTIONS } from "./content-consistency";
export { FACTS, hoursBeforePhrase } from "./content-facts";
export { dataController, type DataController } from "./data-controller";
export { DraftOffer, MergeConflicts } from "./draft-offer";
export { readDraft } from "./editor-draft";
export { OpenPartsContext, useOpenParts } from "./editor-parts";
export { editorSchema, fromEditorValue, toEditorValue } from "./editor-value";
export { fieldsHolding } from "./field-paths";
export { fillSlugsFromNames } from "./fill-slugs";
export { photoNotTakenMessage } from "./photo-library.messages";
export { polishErrors } from "./polish-errors";
export { factValuesOf, resolveContent } from "./resolve-content";
export { useSectionDraft } from "./section-draft";
export { SectionForm } from "./section-form";
export { type SectionDocuments, sections, sectionSchemas, type SiteContent } from "./sections";
export { siteChrome, type SiteChrome } from "./site-chrome";
export { listeningTrainer, panelAuthor, panelName, panelPageTitle } from "./trainer.messages";
