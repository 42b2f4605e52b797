// The enquiries a busy trainer's site gathers over the years: the clients'
// own (linked to their cards), strangers' and about a thousand spam ones.
import type { Insertable } from "kysely";
import type { Database } from "../../app/db/database.server.ts";
import type { Random } from "../seeded-random.ts";
import type { DiaryClient } from "./diary-rows.ts";
import { DAY, iso } from "./time.ts";

/** An enquiry row, with its client's index in the diary (null: not a client's). */
export type SeedEnquiry = Omit<Insertable<Database["enquiries"]>, "client_id"> & { client: number | null };
type Span = { from: Date; now: Date; random: Random };

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

/** Six in ten from a client of the diary; the last two weeks' still open. */
function realEnquiry(index: number, clients: DiaryClient[], { from, now, random }: Span): SeedEnquiry {
  const created = from.getTime() + random.next() * (now.getTime() - from.getTime());
  const client = random.next() < 0.6 ? Math.floor(random.next() * clients.length) : null;
  const person = client === null ? { name: `Osoba ${index}`, email: `osoba${index}@example.com`, phone: null } : clients[client]!;
  return {
    client,
    created_at: iso(created),
    name: person.name,
    email: person.email,
    phone: person.phone,
    service: random.pick([null, "pakiet-8-treningow", "pakiet-12-treningow", "prowadzenie-online"]),
    message: random.pick(REAL),
    status: created > now.getTime() - 14 * DAY ? random.pick(["new", "in_progress"] as const) : "done",
    note: random.next() < 0.2 ? "Oddzwonić po 17." : null,
    submission_key: `seed-real-${index}`,
  };
}

function spamEnquiry(index: number, { from, now, random }: Span): SeedEnquiry {
  return {
    client: null,
    created_at: iso(from.getTime() + random.next() * (now.getTime() - from.getTime())),
    name: random.pick(["SEO Expert", "John Smith", "Marketing Team", "Kasia"]),
    email: `bot${index}@spam${index % 37}.example`,
    phone: null,
    service: null,
    message: random.pick(SPAM),
    status: "spam",
    note: null,
    submission_key: `seed-spam-${index}`,
  };
}

/** Enquiries spread over the years, oldest first. */
export function makeEnquiries({ clients, spam, real, ...span }: Span & { clients: DiaryClient[]; spam: number; real: number }): SeedEnquiry[] {
  const rows = [
    ...Array.from({ length: real }, (_, index) => realEnquiry(index, clients, span)),
    ...Array.from({ length: spam }, (_, index) => spamEnquiry(index, span)),
  ];
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
