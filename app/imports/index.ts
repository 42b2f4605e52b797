// The entry of app/imports/ for other folders: what the browser may load too.
export { COLUMN_ROLES, guessColumns, type ColumnRole } from "./column-guess";
export {
  ALREADY_IMPORTED,
  IMPORT_GONE,
  IMPORT_PAGE,
  importDone,
  NO_NAME_OR_CONTACT,
  PREVIEW_WORDS,
  VISITS_TAKEN,
  UPLOAD_REFUSALS,
  undoSaid,
} from "./imports.messages";
export { ImportUploadForm } from "./import-upload-form";
export { ColumnsForm } from "./columns-form";
export { ImportPreview } from "./import-preview-view";
export { ImportDone } from "./import-done";
export { HOLD_NOTICES_INTENT, ImportNotices } from "./import-notices-view";
export { IMPORT_NOTICES } from "./import-notice.messages";
export { CONFIRM_ERASED_FIELD, NOTES_WITHOUT_HEALTH_FIELD, roleField, rolesFindCards, rolesFrom, rolesToImport } from "./roles-from";
export { previewSummary, type PreviewSummary } from "./preview-summary";
