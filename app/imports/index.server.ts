// The entry of app/imports/ for other folders' server code.
export { readImportUpload } from "./import-upload.server";
export { previewImport, type PreviewRow } from "./import-preview.server";
export { canUndo, eraseOldImports, storedImport, storeUpload, type StoredImport } from "./import-store.server";
export { runImport, type ImportContext, type ImportOutcome } from "./run-import.server";
export { holdImportNotices, importNoticePreview, importNoticeTemplates, waitingImportNotices } from "./import-notices.server";
export { undoImport, type UndoOutcome } from "./undo-import.server";
export { mapPeople } from "./mapped-people";
export { visitFates, visitRows } from "./import-visits.server";
