import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./scripts/precompress";

export default {
  // Every page is rendered by the server: the ones that are the same for all
  // visitors once at start, into the page cache (server/page-cache.ts).
  ssr: true,
  // Lazy route discovery (React Router's default, spelled out): a page carries
  // only its own routes, and the routes its links lead to come from
  // /__manifest, so a visitor of the public site is never sent the panel's or
  // the client page's map (issue 63).
  routeDiscovery: { mode: "lazy" },
  // Brotli and gzip copies of every text file for the server to pick from.
  async buildEnd({ reactRouterConfig }) {
    await precompress(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
