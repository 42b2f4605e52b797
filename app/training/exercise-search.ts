// The library's search as a Pole types it: any letter case, with or without
// Polish letters, and in any grammatical case ("przysiadów" finds "Przysiad
// ze sztangą", "hantle" finds "Wiosłowanie hantlem"). A light stemmer cuts
// the common endings off both sides and compares what is left by prefix, so
// a word still being typed ("przys") finds too. A library holds hundreds of
// exercises at most: matched in memory, never in SQL.
import { withoutPolishMarks } from "~/lib/polish-letters";

/** What an exercise is found by: its name, and its muscles and equipment when given. */
export type SearchableExercise = { name: string; muscles?: string; equipment?: string };

// Longest first: the first that leaves a long enough stem is cut.
const ENDINGS = [
  "aniami",
  "eniami",
  "aniem",
  "eniem",
  "ania",
  "enia",
  "anie",
  "enie",
  "owie",
  "ach",
  "ami",
  "ego",
  "emu",
  "ich",
  "imi",
  "ymi",
  "om",
  "ow",
  "em",
  "ie",
  "ej",
  "ym",
  "im",
  "a",
  "e",
  "i",
  "o",
  "u",
  "y",
].sort((first, second) => second.length - first.length);

/** A stem shorter than this is no stem: "ze" and "do" stay whole. */
const MIN_STEM = 3;

/** Lower case without Polish marks. */
function folded(text: string): string {
  return withoutPolishMarks(text.toLocaleLowerCase("pl"));
}

function stem(word: string): string {
  const ending = ENDINGS.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= MIN_STEM);
  return ending ? word.slice(0, -ending.length) : word;
}

/** The stems of a text's words, folded. */
export function searchStems(text: string): string[] {
  return (folded(text).match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

/** Whether every word of `query` starts some word of the exercise's name, muscles or equipment; an empty query finds all. */
export function exerciseMatches(exercise: SearchableExercise | string, query: string): boolean {
  const { name, muscles = "", equipment = "" } = typeof exercise === "string" ? { name: exercise } : exercise;
  const words = searchStems(`${name} ${muscles} ${equipment}`);
  return searchStems(query).every((asked) => words.some((word) => word.startsWith(asked)));
}
