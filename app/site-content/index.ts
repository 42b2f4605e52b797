// The entry of app/site-content/ for other folders: what they may use of it that the browser may load too.
export { listChanges, summarizeChanges } from "./change-summary";
export { TEXT_SECTIONS } from "./content-consistency";
export { FACTS, hoursBeforePhrase } from "./content-facts";
export { dataController, type DataController } from "./data-controller";
export { editorSchema, fromEditorValue, toEditorValue } from "./editor-value";
export type { FieldLabel } from "./field-label-types";
export { choiceLabels, labelOf, listLabelOf, patternOf } from "./field-labels";
export { NO_SHOW_RULE, noShowRule, packageValidity } from "./money-facts.messages";
export { factValuesOf, resolveContent } from "./resolve-content";
export { emptyValue, type FieldShape, shapeOf } from "./schema-shape";
export { sectionBySlug, type SectionDocuments, type SectionInfo, type SectionKey, sections, sectionSchemas, type SiteContent } from "./sections";
export { siteChrome, type SiteChrome } from "./site-chrome";
export { calendarAuthor, listeningTrainer, panelAuthor, panelName, panelPageTitle, trainerNoun } from "./trainer.messages";
