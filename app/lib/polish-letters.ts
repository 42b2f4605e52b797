/** The capitals Polish has beyond ASCII: what a case-insensitive search folds by hand where the database does not. */
export const POLISH_CAPITALS = ["Ą", "Ć", "Ę", "Ł", "Ń", "Ó", "Ś", "Ź", "Ż"] as const;

/** The text without Polish marks ("Łódź" → "Lodz"): "Ł" has no decomposition, so it is folded by hand. */
export function withoutPolishMarks(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L");
}
