// Visitors reading the public pages (and the 404 page, the sitemap and
// robots.txt), each asking for its own compression.
import { publicPages } from "../../../app/lib/public-pages.ts";
import type { Random } from "../../seeded-random.ts";
import { sleep } from "../../sleep.ts";
import { textOf } from "../http.ts";
import { pickInstance, running, type Traffic } from "./context.ts";

const PAGES = [...publicPages.map((page) => page.path), "/sitemap.xml", "/robots.txt", "/nie-ma-takiej-strony"];

export async function pageViews(traffic: Traffic, rng: Random): Promise<void> {
  while (running(traffic)) {
    const instance = await pickInstance(traffic, rng);
    if (!instance) break;
    const page = rng.pick(PAGES);
    try {
      await textOf(await fetch(`${instance.base}${page}`, { headers: { "Accept-Encoding": rng.pick(["br", "gzip", "identity"]) } }));
    } catch {
      // Recorded by the fetch wrapper.
    }
    await sleep(rng.between(400, 1400));
  }
}
