// The seed's client cards: Polish names (the surname's ending following the
// first name's), addresses and phones made from them, a note now and then.
import type { Random } from "../seeded-random.ts";
import type { DiaryClient } from "./diary-rows.ts";

const FIRST = [
  "Anna",
  "Marta",
  "Katarzyna",
  "Agnieszka",
  "Magdalena",
  "Joanna",
  "Ewa",
  "Monika",
  "Piotr",
  "Tomasz",
  "Paweł",
  "Michał",
  "Krzysztof",
  "Marcin",
  "Jakub",
  "Łukasz",
];
const LAST = [
  "Nowak",
  "Kowalsk",
  "Wiśniewsk",
  "Wójcik",
  "Kowalczyk",
  "Kamińsk",
  "Lewandowsk",
  "Zielińsk",
  "Szymańsk",
  "Woźniak",
  "Dąbrowsk",
  "Kozłowsk",
  "Jankowsk",
  "Mazur",
  "Krawczyk",
  "Piotrowsk",
];
const NOTES = [
  "",
  "",
  "Kolano po rekonstrukcji ACL — bez głębokich przysiadów.",
  "Cel: 10 km poniżej godziny.",
  "Woli poranne godziny.",
  "Przygotowanie do zawodów trójboju.",
];

/** Every other card is a woman's: her first name and her surname's ending say so. */
export const isFemale = (index: number): boolean => index % 2 === 0;

/** The `index`th client, joining in one of the diary's first `weeks` - 10 weeks. */
function client(index: number, weeks: number, random: Random): DiaryClient {
  const female = isFemale(index);
  const first = female ? FIRST[index % 8]! : FIRST[8 + (index % 8)]!;
  const stem = LAST[(index * 7) % LAST.length]!;
  const last = stem.endsWith("sk") ? stem + (female ? "a" : "i") : stem;
  const ascii = `${first}.${last}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace("ł", "l")
    .replace("Ł", "L")
    .toLowerCase();
  return {
    name: `${first} ${last}`,
    email: `${ascii}${index}@example.pl`,
    phone: `+48 6${String(10_000_000 + index * 7919).slice(0, 2)} ${String(100 + index).slice(-3)} ${String(200 + index * 3).slice(-3)}`,
    notes: random.pick(NOTES),
    joined: Math.floor(random.next() * (weeks - 10)),
    first: null,
    last: null,
  };
}

export function makeClients(count: number, weeks: number, random: Random): DiaryClient[] {
  return Array.from({ length: count }, (_, index) => client(index, weeks, random));
}
