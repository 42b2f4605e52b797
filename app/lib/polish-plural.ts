const pluralRules = new Intl.PluralRules("pl-PL");

/**
 * A whole phrase for each Polish count form, `{count}` standing for the
 * number, so that adjectives and verbs agree too:
 * `{ one: "{count} zapytanie zniknie", few: "{count} zapytania znikną", many: "{count} zapytań zniknie" }`.
 * `one` is 1; `few` 2–4, 22–24, 32…; `many` 0, 5–21, 25…, 112–114.
 */
export type CountedPhrase = { one: string; few: string; many: string };

/** The phrase for `count`, with the number put in: "2 zapytania znikną". */
export function countedPhrase(count: number, phrase: CountedPhrase): string {
  const category = pluralRules.select(count);
  const form = category === "one" ? phrase.one : category === "few" ? phrase.few : phrase.many;
  return form.replaceAll("{count}", String(count));
}
