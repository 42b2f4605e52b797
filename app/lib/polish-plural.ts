const pluralRules = new Intl.PluralRules("pl-PL");

/** The Polish form for a count: (1) zapytanie, (2–4, 22…) zapytania, (0, 5–21, 25…) zapytań. */
export function polishPlural(count: number, forms: { one: string; few: string; many: string }): string {
  const category = pluralRules.select(count);
  return category === "one" ? forms.one : category === "few" ? forms.few : forms.many;
}
