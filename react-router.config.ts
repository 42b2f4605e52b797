import type { Config } from "@react-router/dev/config";
import { publicPages } from "./app/lib/public-pages";

export default {
  // Actions (the contact form) and the inbox need a server; every page that
  // is the same for all visitors is still written to HTML at build.
  ssr: true,
  prerender: publicPages.filter((page) => page.prerendered).map((page) => page.path),
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
} satisfies Config;
