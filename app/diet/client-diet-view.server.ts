// What a client's own page shows of their diet: the newest version's days
// with each meal and each day's total, the shopping list from all of them,
// or the PDF's name; and the newest supplement list. Also the card's summary.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { readDietBody, readSupplementList, type DietDay, type Supplement } from "./diet-body";
import { dietVersions, supplementVersions } from "./diet-read.server";
import { dayTotals, type DayTotals } from "./day-totals";
import { shoppingList, type ShoppingItem } from "./shopping-list";

export type ClientDietView = {
  days: (DietDay & { totals: DayTotals })[];
  shopping: ShoppingItem[];
  pdfName: string | null;
  supplements: Supplement[];
  /** When the newer of the two was saved. */
  updatedAt: string;
};

/** The client's current diet and supplements; null when the trainer has written neither. */
export async function clientDietView(db: Kysely<Database>, clientId: number): Promise<ClientDietView | null> {
  const [[diet], [supplements]] = await Promise.all([dietVersions(db, clientId, 1), supplementVersions(db, clientId, 1)]);
  if (!diet && !supplements) return null;
  const body = readDietBody(diet?.body ?? null);
  return {
    days: body?.days.map((day) => ({ ...day, totals: dayTotals(day) })) ?? [],
    shopping: body ? shoppingList(body) : [],
    pdfName: diet?.pdfName ?? null,
    supplements: readSupplementList(supplements?.body ?? null).items,
    updatedAt: [diet?.createdAt ?? "", supplements?.createdAt ?? ""].sort().at(-1)!,
  };
}

export type CardDietFacts = { days: number; pdf: boolean; supplements: number } | null;

/** The card's line about the diet: its days or its PDF, and how many supplements; null when there is neither. */
export async function cardDietFacts(db: Kysely<Database>, clientId: number): Promise<CardDietFacts> {
  const view = await clientDietView(db, clientId);
  return view && { days: view.days.length, pdf: view.pdfName !== null, supplements: view.supplements.length };
}
