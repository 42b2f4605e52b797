// Content published before a fact had one place (decision 015), brought up to
// date once when the server starts: a new revision of each section that needs
// it, so the trainer's version stays in the history. Nothing the trainer set
// is dropped: a booking service joins its price-list item only when their
// names and prices agree, a package counts its sessions only when the page
// then says what it said, a text is replaced only while it is still the
// site's initial wording (content/former-wording.ts), and a trainer published
// before the gender and the role were facts is written down as the site read
// them: a man, "Trener personalny". A package of sessions gets the validity
// its own text states ("w ciągu 6 tygodni"), or the panel's rule, and a line
// that said nothing more than the page now writes itself is left out.
import type { Kysely } from "kysely";
import { FORMER_WORDING } from "~content/former-wording";
import { statedValidWeeks, validWeeksOf } from "~content/package-validity";
import type { Database } from "~/db/database.server";
import { listChanges, summarizeChanges } from "./change-summary";
import { latestRevision, publishSection, revisionDocument } from "./content-store.server";
import { UPGRADE_AUTHOR, upgradeSummary } from "./content-revisions.messages";
import { toEditorValue } from "./editor-value";
import { bookingServicesOf, perOf } from "./resolve-content";
import type { SectionDocuments, SectionKey } from "./sections";

function reworded<T>(value: T): T {
  if (typeof value === "string") return (FORMER_WORDING.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map(reworded) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reworded(item)])) as T;
  return value;
}

/** Keys a stored document had (the shape it was published in), read from its JSON before defaults fill them in. */
type StoredShape = { bookingServicesLinked: boolean; packagesCounted: boolean; packagesValid: boolean; trainerTitled: boolean };

function shapeOf(documents: Record<string, string>): StoredShape {
  const booking = JSON.parse(documents.booking ?? "{}") as { services?: Record<string, unknown>[] };
  const offer = JSON.parse(documents.offer ?? "{}") as { packages?: Record<string, unknown>[] };
  const trainer = JSON.parse(documents.trainer ?? "{}") as Record<string, unknown>;
  return {
    trainerTitled: "gender" in trainer && "roleTitle" in trainer,
    bookingServicesLinked: (booking.services ?? []).every((service) => "package" in service),
    packagesCounted: (offer.packages ?? []).every((item) => "sessions" in item),
    packagesValid: (offer.packages ?? []).every((item) => "validWeeks" in item),
  };
}

/** A service of the old shape joins the price-list item of its name and price; the item drops out of its other links. */
function linkServices(documents: SectionDocuments): SectionDocuments["booking"] {
  const { booking, offer } = documents;
  const services = booking.services.map((service) => {
    if (service.package !== null) return service;
    const item = offer.packages.find((candidate) => (candidate.slug === service.slug || candidate.name === service.name) && candidate.price === service.price);
    if (!item || booking.services.some((other) => other.package === item.slug)) return service;
    return { ...service, package: item.slug, name: "", price: null, offerSlugs: service.offerSlugs.filter((slug) => slug !== item.slug) };
  });
  return { ...booking, services };
}

/** A package whose "za 8 treningów (130 zł za trening)" the page would write itself counts its sessions instead. */
function countSessions(documents: SectionDocuments): SectionDocuments["offer"] {
  const services = bookingServicesOf(documents);
  const packages = documents.offer.packages.map((item) => {
    const count = /^za (\d+ )?trening(ów|i)?\b/.exec(item.per);
    if (item.sessions !== 0 || !count) return item;
    const counted = { ...item, sessions: count[1] ? Number(count[1]) : 1, per: "" };
    // The page must say exactly what the trainer wrote.
    const plain = (text: string) => text.replace(/\s+/g, " ").trim();
    return plain(perOf(counted, services)) === plain(item.per) ? counted : item;
  });
  return { ...documents.offer, packages };
}

/** Only the count and the validity, "8 treningów 1:1 w ciągu 6 tygodni": what the page writes itself from the facts. */
const ONLY_COUNT_AND_VALIDITY = /^(\d+) trening(?:ów|i)?(?: 1:1)?(?: do wykorzystania)? w ciągu \d+ tygodni$/;

/** A package of sessions with the validity its text states, or the panel's rule; its line saying only that is left out. */
function addValidity(offer: SectionDocuments["offer"]): SectionDocuments["offer"] {
  const packages = offer.packages.map((item) => {
    if (item.sessions <= 1 || item.validWeeks !== null) return item;
    const stated = item.includes.map(statedValidWeeks).find((weeks) => weeks !== null);
    const validWeeks = stated ?? validWeeksOf(item);
    const saysOnlyFacts = (text: string) => {
      const count = ONLY_COUNT_AND_VALIDITY.exec(text);
      return count !== null && Number(count[1]) === item.sessions && statedValidWeeks(text) === validWeeks;
    };
    const rest = item.includes.filter((text) => !saysOnlyFacts(text));
    return { ...item, validWeeks, includes: rest.length > 0 ? rest : item.includes };
  });
  return { ...offer, packages };
}

/**
 * The trainer as published before the gender and the role were facts: the
 * schema reads it as a man, "Trener personalny" (what the site said), and the
 * upgrade writes that down, so the history shows where the two fields came
 * from and the trainer sees them in the editor.
 */
function untitled(trainer: SectionDocuments["trainer"]): Omit<SectionDocuments["trainer"], "gender" | "roleTitle"> {
  const rest: Partial<SectionDocuments["trainer"]> = { ...trainer };
  delete rest.gender;
  delete rest.roleTitle;
  return rest as Omit<SectionDocuments["trainer"], "gender" | "roleTitle">;
}

/** Brings the published content up to date; returns the sections it published. Run by every instance at start: the first one writes. */
export async function upgradeContent(db: Kysely<Database>, now = new Date()): Promise<SectionKey[]> {
  const keys: SectionKey[] = ["business", "trainer", "offer", "booking", "home", "pages", "gallery"];
  const revisions = new Map(await Promise.all(keys.map(async (key) => [key, await latestRevision(db, key)] as const)));
  if ([...revisions.values()].some((revision) => !revision)) return [];
  const raw = Object.fromEntries([...revisions].map(([key, revision]) => [key, revision!.document]));
  const shape = shapeOf(raw);
  const current = Object.fromEntries([...revisions].map(([key, revision]) => [key, revisionDocument(key, revision!)])) as Pick<
    SectionDocuments,
    (typeof keys)[number]
  >;
  const documents = current as SectionDocuments;

  const next: Partial<Record<SectionKey, unknown>> = {};
  const booking = shape.bookingServicesLinked ? documents.booking : linkServices(documents);
  const withLinks = { ...documents, booking };
  next.booking = booking;
  const counted = shape.packagesCounted ? documents.offer : countSessions(withLinks);
  next.offer = reworded(shape.packagesValid ? counted : addValidity(counted));
  next.business = reworded(documents.business);
  next.home = reworded(documents.home);
  next.pages = reworded(documents.pages);
  next.gallery = reworded(documents.gallery);
  next.trainer = documents.trainer;

  const published: SectionKey[] = [];
  for (const key of keys) {
    const before = key === "trainer" && !shape.trainerTitled ? untitled(documents.trainer) : current[key];
    const after = next[key];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    const changes = listChanges(key, toEditorValue(key, before as never), toEditorValue(key, after as never));
    const outcome = await publishSection(db, {
      section: key,
      baseVersion: revisions.get(key)!.version,
      document: after,
      summary: upgradeSummary(summarizeChanges(changes)),
      author: UPGRADE_AUTHOR,
      now,
    });
    // Another instance starting at the same time wrote it first: nothing to do.
    if (outcome.ok) published.push(key);
  }
  return published;
}
