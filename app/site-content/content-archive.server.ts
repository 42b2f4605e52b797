// The content as a folder a person can read and keep: one JSON file per
// section (tresci/<section>.json) and the originals of the uploaded photos it
// uses (zdjecia/<name>). `npm run content:export` writes one; `npm run
// content:import` loads one back, whole or not at all.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { insertPhoto, photoOriginal } from "~/photos/index.server";
import { parseUploadedPhoto } from "~/photos";
import { listChanges, summarizeChanges } from "./change-summary";
import { archiveProblem, importRefusedMessage } from "./content-archive.messages";
import { IMPORT_AUTHOR, importSummary } from "./content-revisions.messages";
import { loadPublished } from "./content-store.server";
import { publishContent } from "./publish-content.server";
import { toEditorValue } from "./editor-value";
import { sectionSchemas, type SectionKey, type SectionDocuments } from "./sections";

const SECTIONS_DIR = "tresci";
const PHOTOS_DIR = "zdjecia";
const SECTION_KEYS = Object.keys(sectionSchemas) as SectionKey[];

/** What is wrong with a folder to import, one line per problem: file, field, reason. */
export class ContentImportError extends Error {
  constructor(readonly problems: string[]) {
    super(importRefusedMessage(problems));
  }
}

function uploadedPhotosIn(site: unknown): string[] {
  return [...new Set(JSON.stringify(site).match(/u-[0-9a-f]{12}-\d+x\d+\.jpg/g) ?? [])];
}

/** Writes the published content and the originals of its uploaded photos to `directory`; returns what it wrote. */
export async function exportContent(db: Kysely<Database>, directory: string): Promise<{ sections: number; photos: number }> {
  const { site } = await loadPublished(db);
  mkdirSync(path.join(directory, SECTIONS_DIR), { recursive: true, mode: 0o700 });
  for (const section of SECTION_KEYS) {
    writeFileSync(path.join(directory, SECTIONS_DIR, `${section}.json`), `${JSON.stringify(site[section], null, 2)}\n`, { mode: 0o600 });
  }
  const photos = uploadedPhotosIn(site);
  if (photos.length > 0) mkdirSync(path.join(directory, PHOTOS_DIR), { recursive: true, mode: 0o700 });
  for (const name of photos) {
    const original = await photoOriginal(db, parseUploadedPhoto(name)!.id);
    if (original) writeFileSync(path.join(directory, PHOTOS_DIR, name), original, { mode: 0o600 });
  }
  return { sections: SECTION_KEYS.length, photos: photos.length };
}

/** Reads and checks a whole export; throws ContentImportError listing every problem. */
function readExport(directory: string): { site: SectionDocuments; photos: Map<string, Buffer> } {
  const problems: string[] = [];
  const site: Partial<SectionDocuments> = {};
  for (const section of SECTION_KEYS) {
    const file = `${SECTIONS_DIR}/${section}.json`;
    const full = path.join(directory, file);
    if (!existsSync(full)) {
      problems.push(archiveProblem.missingFile(file));
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(full, "utf8"));
    } catch (error) {
      problems.push(archiveProblem.notJson(file, (error as Error).message));
      continue;
    }
    const result = sectionSchemas[section].safeParse(parsed);
    if (result.success) (site as Record<SectionKey, unknown>)[section] = result.data;
    else for (const issue of result.error.issues) problems.push(archiveProblem.invalidField(file, issue.path.join("."), issue.message));
  }
  const photosDir = path.join(directory, PHOTOS_DIR);
  const photos = new Map<string, Buffer>();
  for (const name of existsSync(photosDir) ? readdirSync(photosDir) : []) {
    if (parseUploadedPhoto(name)) photos.set(name, readFileSync(path.join(photosDir, name)));
  }
  for (const name of uploadedPhotosIn(site)) {
    if (!photos.has(name)) problems.push(archiveProblem.missingPhoto(`${PHOTOS_DIR}/${name}`));
  }
  if (problems.length > 0) throw new ContentImportError(problems);
  return { site: site as SectionDocuments, photos };
}

/**
 * Loads an export: every section that differs from the published one is
 * published as a new revision (so "Przywróć" can undo an import), after its
 * photos are stored. Nothing is written unless the whole folder is valid.
 */
export async function importContent(db: Kysely<Database>, directory: string, author = IMPORT_AUTHOR): Promise<SectionKey[]> {
  const { site, photos } = readExport(directory);
  for (const [name, original] of photos) {
    const { id, width, height } = parseUploadedPhoto(name)!;
    if (!(await photoOriginal(db, id))) await insertPhoto(db, { id, original, width, height });
  }
  const published = await loadPublished(db);
  const changed: SectionKey[] = [];
  for (const section of SECTION_KEYS) {
    const changes = listChanges(section, toEditorValue(section, published.site[section]), toEditorValue(section, site[section]));
    if (changes.length === 0) continue;
    const result = await publishContent(db, {
      section,
      baseVersion: published.sectionVersions[section],
      document: site[section],
      summary: importSummary(summarizeChanges(changes)),
      author,
      photosMayBeProcessing: true,
    });
    if (!result.ok && result.reason === "stale") {
      throw new ContentImportError([archiveProblem.publishedMeanwhile(`${SECTIONS_DIR}/${section}.json`)]);
    }
    if (!result.ok) throw new ContentImportError([archiveProblem.notPublished(`${SECTIONS_DIR}/${section}.json`, result.message)]);
    changed.push(section);
  }
  return changed;
}
