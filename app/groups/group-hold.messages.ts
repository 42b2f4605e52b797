// The trainer's answer to a session below its minimum, on its page.
import { countedPhrase } from "~/lib/polish-plural";

export const BELOW_MINIMUM_HEADING = "Za mało chętnych";
export const HOLD_BUTTON = "Zostaw zajęcia";
export const HELD = "Zajęcia zostają. Nie zapytam o nie ponownie.";

/** "Zapisały się 2 osoby, a minimum to 4. Zostaw zajęcia albo odwołaj je niżej z wiadomością do zapisanych." */
export const belowMinimumLead = (taken: number, minSeats: number) =>
  `${taken === 0 ? "Nikt się jeszcze nie zapisał" : countedPhrase(taken, { one: "Zapisała się {count} osoba", few: "Zapisały się {count} osoby", many: "Zapisało się {count} osób" })}, a minimum to ${minSeats}. Zostaw zajęcia albo odwołaj je niżej z wiadomością do zapisanych.`;

export const HOLD_REFUSALS = {
  "not-found": "Tych zajęć już nie ma.",
  cancelled: "Te zajęcia są już odwołane.",
  stale: "Zajęcia zmieniły się przed chwilą w innym oknie — sprawdź je poniżej.",
} as const;
