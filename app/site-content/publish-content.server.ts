// Publishing a section: the one way content goes live, from the editor, the
// history's "Przywróć" and an import. What is published is what renders: the
// photos it names are checked and the site's pages rendered from it before
// the revision is written; those same pages go into service with it.
import type { Kysely } from "kysely";
import type { ContentRevision, Database } from "~/db/database.server";
import { photoProblems } from "~/photos/index.server";
import { loadPublished, publishSection, recentRevisionIds } from "./content-store.server";
import { renderContentPages, refreshLiveContent, renderFailureMessage, type PagesSwap } from "./live-content.server";
import { sections, sectionSchemas, type SectionKey, type SectionDocuments } from "./sections";
import { problemsOfPublish, type ContentProblem } from "./content-consistency";
import { inOtherSection, notPublishedFacts, pagesDoNotRenderMessage, photosNotReadyMessage, savedNotShownMessage } from "./publish-content.messages";

const sectionTitle = (key: SectionKey) => sections.find((section) => section.key === key)!.title;

export type PublishRequest = {
  section: SectionKey;
  baseVersion: number;
  document: unknown;
  summary: string;
  author: string;
  restoredFrom?: number;
  /** An import stores its photos just before: their files are made afterwards. */
  photosMayBeProcessing?: boolean;
};

export type PublishOutcome =
  | { ok: true; revision: ContentRevision; warning?: string }
  /** Someone published this section after `baseVersion`: nothing was written. */
  | { ok: false; reason: "stale"; newer: ContentRevision[] }
  /** Named photos the site does not have (or not yet ready): nothing was written. */
  | { ok: false; reason: "photos"; photos: string[]; message: string }
  /** The pages did not render from this content: nothing was written. */
  | { ok: false; reason: "render"; message: string }
  /** It would contradict a fact set elsewhere, or name what is not there: nothing was written. Field names are this section's editor's. */
  | { ok: false; reason: "facts"; message: string; fields: Record<string, string[]> };

/** Every problem in one message (a toast, an import's report), and this section's beside their fields in the editor; one in another section names it. */
function factsRefusal(section: SectionKey, problems: ContentProblem[]): PublishOutcome {
  const fields: Record<string, string[]> = {};
  for (const problem of problems) if (problem.section === section) (fields[problem.field] ??= []).push(problem.message);
  const said = [
    ...new Set(problems.map((problem) => (problem.section === section ? problem.message : inOtherSection(sectionTitle(problem.section), problem.message)))),
  ];
  return { ok: false, reason: "facts", message: notPublishedFacts(said), fields };
}

export async function publishContent(db: Kysely<Database>, request: PublishRequest): Promise<PublishOutcome> {
  const document = sectionSchemas[request.section].parse(request.document) as SectionDocuments[SectionKey];
  const current = await loadPublished(db);
  const candidate = { ...current, site: { ...current.site, [request.section]: document } };
  const problems = problemsOfPublish(request.section, current.site, candidate.site);
  if (problems.length > 0) return factsRefusal(request.section, problems);
  const { unknown, unready } = await photoProblems(db, document);
  const photos = request.photosMayBeProcessing ? unknown : [...unknown, ...unready];
  if (photos.length > 0) {
    return { ok: false, reason: "photos", photos, message: photosNotReadyMessage(photos) };
  }

  let swap: PagesSwap;
  try {
    swap = await renderContentPages(candidate);
  } catch (error) {
    return { ok: false, reason: "render", message: pagesDoNotRenderMessage(renderFailureMessage(error)) };
  }

  const published = await publishSection(db, {
    section: request.section,
    baseVersion: request.baseVersion,
    document,
    summary: request.summary,
    author: request.author,
    restoredFrom: request.restoredFrom,
  });
  if (!published.ok) return { ok: false, reason: "stale", newer: published.newer };
  // The pages rendered before the commit are the site's only if nothing else was published in between.
  const [previous] = await recentRevisionIds(db, published.revision.id, 1);
  try {
    await refreshLiveContent(db, previous === current.version ? { version: published.revision.id, swap } : undefined);
    return { ok: true, revision: published.revision };
  } catch (error) {
    // Another publish landed meanwhile and the two together do not render: this instance keeps the last pages that did.
    return { ok: true, revision: published.revision, warning: savedNotShownMessage(renderFailureMessage(error)) };
  }
}
