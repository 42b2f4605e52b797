// The entry of app/content-editor/ for other folders' server code.
export { readEditorForm, type RevisionLine, sectionParam } from "./editor-request.server";
export { libraryPhotos, receivePhoto } from "./photo-library.server";
