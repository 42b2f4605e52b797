// A few hundred publishes over the years, version after version of each
// section, each the initial document (so the newest is valid), except the
// gallery's older ones, which show uploaded photos of their time: what keeps
// those photos in the library (no revision naming them, the retention job
// deletes them).
import type { Insertable } from "kysely";
import type { Database } from "../../app/db/database.server.ts";
import type { CliBundle } from "../cli-bundle.ts";
import type { Random } from "../seeded-random.ts";
import type { SeedPhoto } from "./photos.ts";
import { DAY, iso } from "./time.ts";

type Revision = Insertable<Database["content_revisions"]>;
type InitialContent = ReturnType<CliBundle["initialContent"]>;

const SUMMARIES = {
  offer: ["Zmieniono ceny pakietów", "Nowy opis pakietu 8 treningów", "Poprawiono literówkę w ofercie"],
  home: ["Nowe zdanie na stronie głównej", "Zmieniono zdjęcie główne"],
  gallery: ["Dodano zdjęcia z zawodów", "Zmieniono kolejność zdjęć", "Usunięto stare zdjęcie"],
  booking: ["Zmieniono godziny pracy", "Urlop w sierpniu", "Dłuższa przerwa między treningami"],
  achievements: ["Nowy certyfikat", "Wyniki z zawodów"],
};
type Section = keyof typeof SUMMARIES;

const galleryItems = (photos: SeedPhoto[]) => photos.map((photo) => ({ photo: `${photo.id}-400x300.jpg`, alt: "Trening w studiu", caption: "Z treningu" }));

export function makeRevisions(options: { initial: InitialContent; publishes: number; photos: SeedPhoto[]; from: Date; now: Date; random: Random }): Revision[] {
  const { initial, publishes, photos, from, now, random } = options;
  const sections = (Object.keys(SUMMARIES) as Section[]).filter((section) => section in initial);
  const span = now.getTime() - from.getTime();
  const times = Array.from({ length: publishes }, () => from.getTime() + DAY + random.next() * (span - 2 * DAY)).sort((a, b) => a - b);
  const versions = new Map<Section, number>();
  const rows = times.map((time, index) => {
    const section = random.pick(sections);
    const version = (versions.get(section) ?? 1) + 1;
    versions.set(section, version);
    const shown = photos.filter((photo) => photo.created_at < iso(time)).slice(-4);
    const document = section === "gallery" && index < publishes - 40 && shown.length ? [...galleryItems(shown), ...initial.gallery] : initial[section];
    const summary = random.pick(SUMMARIES[section]);
    return { section, version, document: JSON.stringify(document), summary, author: "trener (panel)", restored_from: null, created_at: iso(time) };
  });
  // Every gallery photo named by some revision, however late it was uploaded.
  const gallery = rows.filter((row) => row.section === "gallery");
  const lastButOne = gallery.length > 1 ? gallery.at(-2) : undefined;
  if (lastButOne) lastButOne.document = JSON.stringify([...galleryItems(photos), ...initial.gallery]);
  return rows;
}
