import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { publicPages } from "./app/lib/public-pages";
import { writeCspHashes } from "./scripts/csp-hashes";
import { precompress } from "./scripts/precompress";

const prerendered = publicPages.filter((page) => page.prerendered).map((page) => page.path);

export default {
  // Actions (the contact form) and the inbox need a server; every page that
  // is the same for all visitors is still written to HTML at build.
  ssr: true,
  prerender: prerendered,
  // The site is small: ship the whole route manifest up front, so that a
  // prefetch decision never depends on a lazy manifest request.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  // After pre-rendering: the CSP hashes of each page's inline code, then
  // brotli and gzip copies of every text file for the server to pick from.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await writeCspHashes(clientDir, prerendered, path.join(reactRouterConfig.buildDirectory, "server", "csp-hashes.json"));
    await precompress(clientDir);
  },
} satisfies Config;
