// The shopping list of a diet: every line of every meal's text is one
// ingredient ("120 g płatków owsianych", "2 łyżki masła orzechowego",
// "banan"); the same ingredient written again is one line of the list, its
// amounts summed where the unit is the same and listed side by side where not.
import type { DietBody } from "./diet-body";

/** The units an amount may be written in, each with the spellings that mean it (forms of a Polish noun included). */
const UNITS = {
  g: ["g", "gr", "gram", "gramy", "gramów"],
  dag: ["dag", "dkg"],
  kg: ["kg"],
  ml: ["ml"],
  l: ["l"],
  szt: ["szt", "szt.", "sztuka", "sztuki", "sztuk"],
  łyżka: ["łyżka", "łyżki", "łyżek"],
  łyżeczka: ["łyżeczka", "łyżeczki", "łyżeczek"],
  szklanka: ["szklanka", "szklanki", "szklanek"],
  plaster: ["plaster", "plastry", "plastrów"],
  kromka: ["kromka", "kromki", "kromek"],
  garść: ["garść", "garści"],
  opakowanie: ["opakowanie", "opakowania", "opakowań"],
} as const satisfies Record<string, readonly string[]>;
const UNIT_OF = new Map<string, Unit>(Object.entries(UNITS).flatMap(([unit, spellings]) => spellings.map((spelling) => [spelling, unit as Unit] as const)));
export type Unit = keyof typeof UNITS;

/** "1/2", "120", "1,5", "0.5", then a unit (joined to the number or not), then the ingredient. */
const MEASURED = /^(\d+\/\d+|\d+(?:[.,]\d+)?)\s*(\S+)?\s*(.*)$/u;
/** A list's bullet before a line: "- ", "• ", "* ". */
const BULLET = /^[-•*–]\s*/u;

export type IngredientLine = { name: string; quantity: number | null; unit: Unit | null };
export type ShoppingItem = {
  /** As first written. */
  name: string;
  /** Summed per unit, in the order first met; `unit` null for a count without a unit ("2 jajka"). */
  amounts: { quantity: number; unit: Unit | null }[];
  /** Written at least once without an amount ("sól"). */
  unmeasured: boolean;
};

function quantityOf(written: string): number | null {
  const [numerator, denominator] = written.split("/");
  const value = denominator === undefined ? Number(written.replace(",", ".")) : Number(numerator) / Number(denominator);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** One line of a meal's text as an ingredient, or null for a blank line. */
export function ingredientLine(line: string): IngredientLine | null {
  const text = line.replace(BULLET, "").trim().replace(/\s+/gu, " ");
  if (text === "") return null;
  const measured = MEASURED.exec(text);
  const quantity = measured ? quantityOf(measured[1]!) : null;
  if (!measured || quantity === null) return { name: text, quantity: null, unit: null };
  const unit = UNIT_OF.get(measured[2]?.toLowerCase() ?? "") ?? null;
  const name = (unit ? measured[3]! : [measured[2], measured[3]].filter(Boolean).join(" ")).trim();
  // "2 g" with nothing after it names no ingredient: the line as written.
  return name === "" ? { name: text, quantity: null, unit: null } : { name, quantity, unit };
}

/** The ingredient's identity: the same words, whatever their letter case. */
const keyOf = (name: string) => name.toLocaleLowerCase("pl");

/** Every ingredient line of every meal of every day, merged and sorted by name (Polish order). */
export function shoppingList(diet: DietBody): ShoppingItem[] {
  const items = new Map<string, ShoppingItem>();
  for (const day of diet.days)
    for (const meal of day.meals)
      for (const line of meal.text.split("\n")) {
        const ingredient = ingredientLine(line);
        if (!ingredient) continue;
        const key = keyOf(ingredient.name);
        const item = items.get(key) ?? { name: ingredient.name, amounts: [], unmeasured: false };
        items.set(key, item);
        if (ingredient.quantity === null) {
          item.unmeasured = true;
          continue;
        }
        const same = item.amounts.find((amount) => amount.unit === ingredient.unit);
        // Rounded to a thousandth: 0.1 + 0.2 reads 0,3.
        if (same) same.quantity = Math.round((same.quantity + ingredient.quantity) * 1000) / 1000;
        else item.amounts.push({ quantity: ingredient.quantity, unit: ingredient.unit });
      }
  return [...items.values()].sort((a, b) => a.name.localeCompare(b.name, "pl"));
}
