import type { Kysely } from "kysely";
import { timestamp, type ContentRevision, type Database } from "~/db/database.server";
import { sectionSchemas, type SectionKey, type SectionDocuments } from "./sections";
import { pageWithin, PAGE_SIZE, type Page } from "~/lib/paging";
import { INITIAL_AUTHOR, INITIAL_SUMMARY, missingSectionsError } from "./content-revisions.messages";

/** The published site: each section's newest revision, and the site's version (the newest revision's id). */
export type PublishedContent = {
  version: number;
  site: SectionDocuments;
  /** Each section's version, which an editor must start from to publish. */
  sectionVersions: Record<SectionKey, number>;
};

export type PublishResult =
  | { ok: true; revision: ContentRevision }
  /** Someone published this section after `baseVersion`: nothing was written. */
  | { ok: false; newer: ContentRevision[] };

const SECTION_KEYS = Object.keys(sectionSchemas) as SectionKey[];

function parseSection<Key extends SectionKey>(section: Key, document: unknown): SectionDocuments[Key] {
  return sectionSchemas[section].parse(document) as SectionDocuments[Key];
}

/**
 * Fills every section that has no revision yet with its initial content
 * (content/): on a new database all of them, after an upgrade that adds a
 * section only that one. Instances starting together write each one once.
 */
export async function seedContent(db: Kysely<Database>, initial: Record<SectionKey, unknown>, now = new Date()): Promise<SectionKey[]> {
  const present = new Set((await db.selectFrom("content_revisions").select("section").distinct().execute()).map((row) => row.section));
  const missing = SECTION_KEYS.filter((section) => !present.has(section));
  for (const section of missing) {
    await db
      .insertInto("content_revisions")
      .values({
        section,
        version: 1,
        document: JSON.stringify(parseSection(section, initial[section])),
        summary: INITIAL_SUMMARY,
        author: INITIAL_AUTHOR,
        restored_from: null,
        created_at: timestamp(now),
      })
      .onConflict((conflict) => conflict.columns(["section", "version"]).doNothing())
      .execute();
  }
  return missing;
}

/** The newest revision id: changes with every publish anywhere on the site. */
export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("content_revisions")
    .select((eb) => eb.fn.max("id").as("version"))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Each section's newest revision. */
export async function latestRevisions(db: Kysely<Database>): Promise<ContentRevision[]> {
  return db
    .selectFrom("content_revisions as revision")
    .selectAll("revision")
    .where("revision.version", "=", (eb) =>
      eb
        .selectFrom("content_revisions as newest")
        .select((inner) => inner.fn.max("newest.version").as("version"))
        .whereRef("newest.section", "=", "revision.section"),
    )
    .execute();
}

export async function latestRevision(db: Kysely<Database>, section: SectionKey): Promise<ContentRevision | undefined> {
  return db.selectFrom("content_revisions").selectAll().where("section", "=", section).orderBy("version", "desc").limit(1).executeTakeFirst();
}

export async function revisionAtVersion(db: Kysely<Database>, section: SectionKey, version: number): Promise<ContentRevision | undefined> {
  return db.selectFrom("content_revisions").selectAll().where("section", "=", section).where("version", "=", version).executeTakeFirst();
}

export async function loadPublished(db: Kysely<Database>): Promise<PublishedContent> {
  return publishedFrom(await latestRevisions(db));
}

/** The site as it was right after revision `id`: each section's newest revision up to it. */
export async function loadPublishedAsOf(db: Kysely<Database>, id: number): Promise<PublishedContent> {
  const rows = await db
    .selectFrom("content_revisions as revision")
    .selectAll("revision")
    .where("revision.id", "=", (eb) =>
      eb
        .selectFrom("content_revisions as newest")
        .select((inner) => inner.fn.max("newest.id").as("id"))
        .whereRef("newest.section", "=", "revision.section")
        .where("newest.id", "<=", id),
    )
    .execute();
  return publishedFrom(rows);
}

/** The ids of the publishes before revision `id`, newest first. */
export async function recentRevisionIds(db: Kysely<Database>, before: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom("content_revisions").select("id").where("id", "<", before).orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => row.id);
}

function publishedFrom(rows: ContentRevision[]): PublishedContent {
  const site: Partial<SectionDocuments> = {};
  const sectionVersions: Partial<Record<SectionKey, number>> = {};
  let version = 0;
  for (const row of rows) {
    if (!(row.section in sectionSchemas)) continue;
    const section = row.section as SectionKey;
    (site as Record<SectionKey, unknown>)[section] = parseSection(section, JSON.parse(row.document));
    sectionVersions[section] = row.version;
    version = Math.max(version, row.id);
  }
  const missing = SECTION_KEYS.filter((section) => !(section in site));
  if (missing.length > 0) throw new Error(missingSectionsError(missing));
  return { version, site: site as SectionDocuments, sectionVersions: sectionVersions as Record<SectionKey, number> };
}

/**
 * Publishes a section as the version after `baseVersion`. The unique
 * (section, version) pair makes this a compare-and-set: of two editors who
 * started from the same version, on any instance, only the first is written.
 */
export async function publishSection(
  db: Kysely<Database>,
  change: { section: SectionKey; baseVersion: number; document: unknown; summary: string; author: string; restoredFrom?: number; now?: Date },
): Promise<PublishResult> {
  // A version number the column can hold; anything else (a forged or mistyped form) writes nothing.
  if (!Number.isInteger(change.baseVersion) || change.baseVersion < 1 || change.baseVersion >= 2 ** 31 - 1) return { ok: false, newer: [] };
  const document = JSON.stringify(parseSection(change.section, change.document));
  const newer = () =>
    db.selectFrom("content_revisions").selectAll().where("section", "=", change.section).where("version", ">", change.baseVersion).orderBy("version").execute();
  const already = await newer();
  if (already.length > 0) return { ok: false, newer: already };
  // Only ever the version after the newest: a base that is not a version of this section writes nothing.
  if (!(await revisionAtVersion(db, change.section, change.baseVersion))) return { ok: false, newer: [] };
  try {
    const revision = await db
      .insertInto("content_revisions")
      .values({
        section: change.section,
        version: change.baseVersion + 1,
        document,
        summary: change.summary,
        author: change.author,
        restored_from: change.restoredFrom ?? null,
        created_at: timestamp(change.now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, revision };
  } catch (error) {
    // Lost the race for this version (the unique pair refused the row).
    const won = await newer();
    if (won.length > 0) return { ok: false, newer: won };
    throw error;
  }
}

/** A section's revisions, newest first. */
export async function sectionHistory(db: Kysely<Database>, section: SectionKey, limit = 50): Promise<ContentRevision[]> {
  return db.selectFrom("content_revisions").selectAll().where("section", "=", section).orderBy("version", "desc").limit(limit).execute();
}

export type RevisionLine = Pick<ContentRevision, "id" | "version" | "created_at" | "summary" | "author">;

/**
 * One page of a section's history, newest first, without the documents (a
 * page of lines, not of whole sections), with the version on the site now.
 */
export async function historyPage(db: Kysely<Database>, section: SectionKey, asked: number): Promise<{ revisions: RevisionLine[]; current: number } & Page> {
  const { total, current } = await db
    .selectFrom("content_revisions")
    .select((eb) => [eb.fn.countAll<number | string>().as("total"), eb.fn.max("version").as("current")])
    .where("section", "=", section)
    .executeTakeFirstOrThrow();
  const page = pageWithin(asked, Number(total));
  const revisions = await db
    .selectFrom("content_revisions")
    .select(["id", "version", "created_at", "summary", "author"])
    .where("section", "=", section)
    .orderBy("version", "desc")
    .limit(PAGE_SIZE)
    .offset(page.offset)
    .execute();
  return { revisions, current: Number(current ?? 0), ...page };
}

export async function findRevision(db: Kysely<Database>, section: SectionKey, id: number): Promise<ContentRevision | undefined> {
  return db.selectFrom("content_revisions").selectAll().where("section", "=", section).where("id", "=", id).executeTakeFirst();
}

export function revisionDocument<Key extends SectionKey>(section: Key, revision: ContentRevision): SectionDocuments[Key] {
  return parseSection(section, JSON.parse(revision.document));
}
