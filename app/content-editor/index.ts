// The entry of app/content-editor/ for other folders: what they may use of it that the browser may load too.
export { DraftOffer, MergeConflicts } from "./draft-offer";
export { readDraft } from "./editor-draft";
export { OpenPartsContext, useOpenParts } from "./editor-parts";
export { fieldsHolding } from "./field-paths";
export { fillSlugsFromNames } from "./fill-slugs";
export { photoNotTakenMessage } from "./photo-library.messages";
export { polishErrors } from "./polish-errors";
export { useSectionDraft } from "./section-draft";
export { SectionForm } from "./section-form";
