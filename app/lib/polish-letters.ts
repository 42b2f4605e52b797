/** The capitals Polish has beyond ASCII: what a case-insensitive search folds by hand where the database does not. */
export const POLISH_CAPITALS = ["Ą", "Ć", "Ę", "Ł", "Ń", "Ó", "Ś", "Ź", "Ż"] as const;
