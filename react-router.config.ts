import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./scripts/precompress";

export default {
  // Every page is rendered by the server: the ones that are the same for all
  // visitors once at start, into the page cache (server/page-cache.ts).
  ssr: true,
  // The site is small: ship the whole route manifest up front, so that a
  // prefetch decision never depends on a lazy manifest request.
  routeDiscovery: { mode: "initial" },
  // Brotli and gzip copies of every text file for the server to pick from.
  async buildEnd({ reactRouterConfig }) {
    await precompress(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
