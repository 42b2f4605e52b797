// The entry of app/site-content/ for other folders' server code.
export { exportContent, importContent } from "./content-archive.server";
export { contentInForceAt } from "./content-in-force.server";
export {
  findRevision,
  historyPage,
  latestRevision,
  latestRevisions,
  loadPublished,
  type PublishedContent,
  revisionAtVersion,
  revisionDocument,
  seedContent,
} from "./content-store.server";
export {
  contentFor,
  contentProblem,
  type ContentProblem,
  factsFor,
  forgetLiveContent,
  initialContent,
  initialSiteContent,
  liveSite,
  setPagePreparer,
  startLiveContent,
} from "./live-content.server";
export { renderPreview, setPreviewRenderer } from "./preview-renderer.server";
export { publishContent } from "./publish-content.server";
export { eraseRevisionsBefore, REVISION_MONTHS } from "./revision-retention.server";
