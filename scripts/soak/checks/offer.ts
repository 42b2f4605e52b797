// The newest published offer on every instance: a publish on one reaches
// the other within its content poll.
import type { SoakRun } from "./soak-run.ts";
import type { Summary } from "./summary.ts";

/** The prices /oferta shows, sorted, or why it could not be read. */
async function shownPrices(base: string): Promise<string[]> {
  try {
    const html = await (await fetch(`${base}/oferta`)).text();
    return [...html.matchAll(/"price":"(\d+)"/g)].map(([, price = ""]) => price).sort();
  } catch (error) {
    return [`(${error instanceof Error ? error.message : String(error)})`];
  }
}

export async function checkNewestOffer({ check }: Summary, { postgres, instances }: SoakRun): Promise<void> {
  const query = "select version, document from content_revisions where section = 'offer' order by version desc limit 1";
  const newest = (await postgres.query<{ version: number; document: string }>(query)).rows[0];
  if (!newest) throw new Error("no offer published");
  const expected = (JSON.parse(newest.document) as { packages: { price: number }[] }).packages.map((item) => String(item.price)).sort();
  const shown = [];
  for (const instance of instances) shown.push({ name: instance.name, prices: await shownPrices(instance.base) });
  const wrongOffer = shown.filter((entry) => entry.prices.join() !== expected.join());
  check(
    wrongOffer.length === 0,
    `/oferta on every instance shows the newest offer (version ${newest.version}, prices ${expected.join(", ")})`,
    wrongOffer.map((entry) => `${entry.name} shows ${entry.prices.join(", ") || "no prices"}`),
  );
}
