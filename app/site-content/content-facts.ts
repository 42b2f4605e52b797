// Facts that the settings define (the cut-off, a session's length, where a
// consultation happens, the time to answer) and that free text may name: as
// a placeholder ("{termin odwołania}"), filled in wherever the text is shown,
// never typed, so a change in the settings changes every page at once.
import { countedPhrase } from "~/lib/polish-plural";
import { withinHours } from "~/lib/polish-phrases";
import type { Place } from "../../content/booking-schema";

/** What the placeholders are filled in from: the business's and the booking's settings. */
export type FactSources = {
  responseTimeHours: number;
  cancelCutoffHours: number;
  minNoticeHours: number;
  services: readonly { durationMinutes: number; place: Place; price: number | null; package: string | null }[];
};

const PLACE_PHRASES: Record<Place, string> = { studio: "w studiu", online: "online", outdoors: "w plenerze" };

/** "najpóźniej 12 godzin przed terminem"; 0 hours: until the session starts. */
export function hoursBeforePhrase(hours: number): string {
  if (hours === 0) return "do chwili rozpoczęcia";
  return countedPhrase(hours, {
    one: "najpóźniej godzinę przed terminem",
    few: "najpóźniej {count} godziny przed terminem",
    many: "najpóźniej {count} godzin przed terminem",
  });
}

/** "30 minut", "90 minut": a length, as it reads after "trwa", "po", "ok." or "(…)"; always in minutes, which reads right after each of them. */
export function lengthPhrase(minutes: number): string {
  return countedPhrase(minutes, { one: "{count} minutę", few: "{count} minuty", many: "{count} minut" });
}

const freeServices = (sources: FactSources) => sources.services.filter((service) => service.package === null && service.price === 0);
const paidServices = (sources: FactSources) => sources.services.filter((service) => !(service.package === null && service.price === 0));

/** "w studiu albo online": the places of the free consultations, each once. */
export function consultationPlaces(sources: FactSources): string {
  const places = [...new Set(freeServices(sources).map((service) => service.place))].map((place) => PLACE_PHRASES[place]);
  if (places.length <= 1) return places[0] ?? PLACE_PHRASES.studio;
  return `${places.slice(0, -1).join(", ")} albo ${places.at(-1)}`;
}

export type Fact = {
  /** As typed in the text, braces included. */
  placeholder: string;
  /** For the editor's list: what it stands for. */
  meaning: string;
  value(sources: FactSources): string;
};

export const FACTS: readonly Fact[] = [
  {
    placeholder: "{termin odwołania}",
    meaning: "do kiedy klient może sam odwołać lub przełożyć termin (sekcja „Godziny pracy i rezerwacje”)",
    value: (s) => hoursBeforePhrase(s.cancelCutoffHours),
  },
  {
    placeholder: "{termin rezerwacji}",
    meaning: "do kiedy najpóźniej można zarezerwować termin (sekcja „Godziny pracy i rezerwacje”)",
    value: (s) => hoursBeforePhrase(s.minNoticeHours),
  },
  {
    placeholder: "{czas konsultacji}",
    meaning: "ile trwa bezpłatna konsultacja (sekcja „Godziny pracy i rezerwacje”)",
    value: (s) => lengthPhrase(freeServices(s)[0]?.durationMinutes ?? 30),
  },
  { placeholder: "{miejsce konsultacji}", meaning: "gdzie odbywa się bezpłatna konsultacja (sekcja „Godziny pracy i rezerwacje”)", value: consultationPlaces },
  {
    placeholder: "{czas treningu}",
    meaning: "ile trwa trening (pierwsza płatna usługa w sekcji „Godziny pracy i rezerwacje”)",
    value: (s) => lengthPhrase(paidServices(s)[0]?.durationMinutes ?? 60),
  },
  {
    placeholder: "{czas odpowiedzi}",
    meaning: "w jakim czasie odpowiadasz na zapytanie (sekcja „Dane kontaktowe”)",
    value: (s) => withinHours(s.responseTimeHours),
  },
];

const PLACEHOLDER = /\{[^{}]{1,40}\}/g;

/** The text with every known placeholder filled in. */
export function fillFacts(text: string, values: ReadonlyMap<string, string>): string {
  if (!text.includes("{")) return text;
  return text.replace(PLACEHOLDER, (placeholder) => values.get(placeholder) ?? placeholder);
}

export function factValues(sources: FactSources): Map<string, string> {
  return new Map(FACTS.map((fact) => [fact.placeholder, fact.value(sources)]));
}

/** A number typed where a placeholder belongs: the text, and what to write instead. */
type TypedFact = {
  test: (sentence: string) => boolean;
  placeholder: string;
  /** The fact, to start the sentence: "Termin odwołania". */ what: string;
  /** What not to type: "liczbę godzin". */ typed: string;
};

const number = String.raw`\d+`;
const TYPED_FACTS: TypedFact[] = [
  {
    test: (sentence) => /odwoła|odwołu|przełoż|przekład/i.test(sentence) && new RegExp(`${number}\\s*(godz|h\\b|dni|dób|doby)`, "i").test(sentence),
    placeholder: "{termin odwołania}",
    what: "Termin odwołania",
    typed: "liczby godzin",
  },
  {
    test: (sentence) => /konsultac/i.test(sentence) && new RegExp(`${number}\\s*min|${number}-minutow`, "i").test(sentence),
    placeholder: "{czas konsultacji}",
    what: "Czas konsultacji",
    typed: "liczby minut",
  },
  {
    test: (sentence) =>
      /konsultac/i.test(sentence) && /przez telefon|telefoniczn|w studiu|online|wideo/i.test(sentence) && !sentence.includes("{miejsce konsultacji}"),
    placeholder: "{miejsce konsultacji}",
    what: "Miejsce konsultacji",
    typed: "miejsca",
  },
  {
    test: (sentence) => /odpowi(em|adam|edź)/i.test(sentence) && new RegExp(`${number}\\s*(godz|h\\b)`, "i").test(sentence),
    placeholder: "{czas odpowiedzi}",
    what: "Czas odpowiedzi",
    typed: "liczby godzin",
  },
  {
    test: (sentence) =>
      /trening|spotkani/i.test(sentence) &&
      !/konsultac/i.test(sentence) &&
      new RegExp(`(po|trwa|przez)\\s+${number}\\s*min|${number}-minutow`, "i").test(sentence),
    placeholder: "{czas treningu}",
    what: "Czas treningu",
    typed: "liczby minut",
  },
];

/** A sentence at a time: a fact and its number are in one sentence (a capital starts the next, so "ok. 30 minut" stays whole). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

export type FactProblem = { message: string };

/** What is wrong with one text: a placeholder no one knows, or a fact typed instead of its placeholder. */
export function factProblemsIn(text: string, values: ReadonlyMap<string, string>): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const placeholder of text.match(PLACEHOLDER) ?? []) {
    if (!values.has(placeholder)) {
      problems.push({ message: `Nie ma wstawki ${placeholder}. Dostępne: ${[...values.keys()].join(", ")}` });
    }
  }
  for (const sentence of sentences(text)) {
    for (const typed of TYPED_FACTS) {
      if (typed.test(sentence)) {
        problems.push({
          message: `${typed.what} jest w ustawieniach (teraz: „${values.get(typed.placeholder)}”). Zamiast ${typed.typed} wstaw ${typed.placeholder} — wartość zmieni się sama razem z ustawieniami`,
        });
      }
    }
  }
  return problems;
}
