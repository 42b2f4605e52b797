// The counted phrases only the privacy policy says: its windows, limits and
// names that close a sentence.
import { withinHours } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";

/** A name from the content closes the sentence: "s.c." takes no second full stop. */
export const endSentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** "przez 10 minut", "przez godzinę", "przez 2 godziny": a window, in hours when it is whole hours. */
export const forMinutes = (minutes: number) =>
  minutes % 60 === 0
    ? countedPhrase(minutes / 60, { one: "przez godzinę", few: "przez {count} godziny", many: "przez {count} godzin" })
    : countedPhrase(minutes, { one: "przez minutę", few: "przez {count} minuty", many: "przez {count} minut" });

/** "w ciągu 10 minut", "w ciągu godziny", "w ciągu 2 godzin". */
export const withinMinutes = (minutes: number) =>
  minutes % 60 === 0
    ? withinHours(minutes / 60)
    : countedPhrase(minutes, { one: "w ciągu minuty", few: "w ciągu {count} minut", many: "w ciągu {count} minut" });

/** What one address may send: "najwyżej jedną wiadomość", "najwyżej 5 wiadomości". */
export const atMostMessages = (count: number) =>
  countedPhrase(count, { one: "najwyżej jedną wiadomość", few: "najwyżej {count} wiadomości", many: "najwyżej {count} wiadomości" });

/** What one network may do: "łącznie najwyżej 5 rezerwacji, zmian i odwołań". */
export const atMostBookings = (count: number) =>
  countedPhrase(count, {
    one: "najwyżej jedną rezerwację, zmianę albo odwołanie",
    few: "łącznie najwyżej {count} rezerwacje, zmiany i odwołania",
    many: "łącznie najwyżej {count} rezerwacji, zmian i odwołań",
  });
