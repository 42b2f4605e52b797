/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// What a busy trainer's site gathers around the diary over the years, as
// plain rows: enquiries (about a thousand of them spam), uploaded photos with
// their files, and a few hundred publishes of the content; and the seeded
// generator every part of the seed draws from.
import { createHash } from "node:crypto";
import sharp from "sharp";

/** A seeded generator (mulberry32): the same data on every run. */
export function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 24 * 3_600_000;
const iso = (ms) => new Date(ms).toISOString();
const REAL = [
  "Dzień dobry, chciałabym zacząć treningi dwa razy w tygodniu. Czy są wolne terminy rano?",
  "Interesuje mnie pakiet 12 treningów i plan żywieniowy. Ile to kosztuje razem?",
  "Czy prowadzi Pan treningi dla osób po kontuzji kolana?",
  "Szukam prezentu dla męża — czy można kupić voucher na pakiet?",
];
const SPAM = [
  "Boost your website SEO today!!! Visit http://seo-best.example/offer",
  "Cheap followers and likes, 100% safe: http://likes.example",
  "Dear Sir, I have a business proposal for you. Reply to claim your funds.",
  "Zarabiaj 5000 zł dziennie bez wychodzenia z domu: http://zarobek.example",
];

/** Enquiries spread over the years: the clients' own (linked to their cards), strangers' and spam. */
export function makeEnquiries({ clients, spam, real, from, now, random }) {
  const span = now.getTime() - from.getTime();
  const pick = (list) => list[Math.floor(random() * list.length)];
  const rows = [];
  for (let index = 0; index < real; index++) {
    const created = from.getTime() + random() * span;
    const client = random() < 0.6 ? Math.floor(random() * clients.length) : null;
    const person = client === null ? { name: `Osoba ${index}`, email: `osoba${index}@example.com`, phone: null } : clients[client];
    rows.push({
      client,
      created_at: iso(created),
      name: person.name,
      email: person.email,
      phone: person.phone,
      service: pick([null, "pakiet-8-treningow", "pakiet-12-treningow", "prowadzenie-online"]),
      message: pick(REAL),
      status: created > now.getTime() - 14 * DAY ? pick(["new", "in_progress"]) : "done",
      note: random() < 0.2 ? "Oddzwonić po 17." : null,
      submission_key: `seed-real-${index}`,
    });
  }
  for (let index = 0; index < spam; index++) {
    rows.push({
      client: null,
      created_at: iso(from.getTime() + random() * span),
      name: pick(["SEO Expert", "John Smith", "Marketing Team", "Kasia"]),
      email: `bot${index}@spam${index % 37}.example`,
      phone: null,
      service: null,
      message: pick(SPAM),
      status: "spam",
      note: null,
      submission_key: `seed-spam-${index}`,
    });
  }
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Uploaded photos with their files: small generated images (400 px wide, so
 * the pipeline would make one width in each of its three formats; sharp makes
 * them here), each a different colour so their hashes differ.
 */
export async function makePhotos({ count, from, now, random }) {
  const span = now.getTime() - from.getTime();
  const photos = [];
  for (let index = 0; index < count; index++) {
    const background = { r: (index * 53) % 256, g: (index * 97) % 256, b: (index * 151) % 256 };
    const image = sharp({ create: { width: 400, height: 300, channels: 3, background } });
    const original = await image.clone().jpeg({ quality: 80 }).toBuffer();
    const variants = await Promise.all(
      ["avif", "webp", "jpg"].map(async (format) => ({
        width: 400,
        format,
        bytes: await image
          .clone()
          .toFormat(format === "jpg" ? "jpeg" : format)
          .toBuffer(),
      })),
    );
    const sha = createHash("sha256").update(original).digest("hex");
    photos.push({
      id: `u-${sha.slice(0, 12)}`,
      original,
      original_sha256: sha,
      width: 400,
      height: 300,
      status: "ready",
      error: null,
      locked_until: null,
      created_at: iso(from.getTime() + (span * (index + 1)) / (count + 1) + random() * DAY),
      variants,
    });
  }
  return photos;
}

const SUMMARIES = {
  offer: ["Zmieniono ceny pakietów", "Nowy opis pakietu 8 treningów", "Poprawiono literówkę w ofercie"],
  home: ["Nowe zdanie na stronie głównej", "Zmieniono zdjęcie główne"],
  gallery: ["Dodano zdjęcia z zawodów", "Zmieniono kolejność zdjęć", "Usunięto stare zdjęcie"],
  booking: ["Zmieniono godziny pracy", "Urlop w sierpniu", "Dłuższa przerwa między treningami"],
  achievements: ["Nowy certyfikat", "Wyniki z zawodów"],
};

/**
 * Publishes over the years, version after version of each section, each the
 * initial document (so the newest is valid), except the gallery's older
 * ones, which show uploaded photos of their time: what keeps those photos in
 * the library (no revision naming them, the retention job deletes them).
 */
export function makeRevisions({ initial, publishes, photos, from, now, random }) {
  const sections = Object.keys(SUMMARIES).filter((section) => section in initial);
  const span = now.getTime() - from.getTime();
  const times = Array.from({ length: publishes }, () => from.getTime() + DAY + random() * (span - 2 * DAY)).sort((a, b) => a - b);
  const versions = new Map();
  const rows = times.map((time, index) => {
    const section = sections[Math.floor(random() * sections.length)];
    const version = (versions.get(section) ?? 1) + 1;
    versions.set(section, version);
    const shown = photos.filter((photo) => photo.created_at < iso(time)).slice(-4);
    const document =
      section === "gallery" && index < publishes - 40 && shown.length
        ? [...shown.map((photo) => ({ photo: `${photo.id}-400x300.jpg`, alt: "Trening w studiu", caption: "Z treningu" })), ...initial.gallery]
        : initial[section];
    return {
      section,
      version,
      document: JSON.stringify(document),
      summary: SUMMARIES[section][Math.floor(random() * SUMMARIES[section].length)],
      author: "trener (panel)",
      restored_from: null,
      created_at: iso(time),
    };
  });
  // Every gallery photo named by some revision, however late it was uploaded.
  const gallery = rows.filter((row) => row.section === "gallery");
  if (gallery.length > 1) {
    const all = photos.map((photo) => ({ photo: `${photo.id}-400x300.jpg`, alt: "Trening w studiu", caption: "Z treningu" }));
    gallery.at(-2).document = JSON.stringify([...all, ...initial.gallery]);
  }
  return rows;
}
