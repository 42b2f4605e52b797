import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { siteImages } from "./scripts/site-images";

/** `npm run bundle:report`: what each chunk is made of, with brotli sizes (scripts/bundle-report.ts reads them). */
const bundleReport = process.env.BUNDLE_REPORT
  ? [
      visualizer({ filename: "reports/bundle.html", template: "treemap", brotliSize: true }),
      visualizer({ filename: "reports/bundle.json", template: "raw-data", brotliSize: true }),
    ]
  : [];

/**
 * Terser packs React DOM tighter than esbuild (docs/decisions/011): the
 * browser's bundle only; the server keeps an unminified build.
 */
function browserMinify(): Plugin {
  return {
    name: "browser-minify",
    // Vite runs Terser only when the whole build asks for it: the server's environment opts out.
    configEnvironment(name) {
      return name === "client" ? undefined : { build: { minify: false } };
    },
  };
}

/**
 * The command-line scripts' entry (server/cli.ts) is written as cli.js:
 * React Router names every entry of the server's environment after its
 * server build (index.js), which would leave the scripts' one as index2.js.
 */
function scriptsEntryName(): Plugin {
  return {
    name: "scripts-entry-name",
    enforce: "post",
    configEnvironment(name) {
      if (name !== "ssr") return undefined;
      return { build: { rollupOptions: { output: { entryFileNames: (chunk) => (chunk.name === "cli" ? "cli.js" : "index.js") } } } };
    },
  };
}

/** The worker threads (decision 024): each one's source, and the module that starts it by its built name. */
const WORKERS = [
  {
    source: "./app/private-calendar/private-calendar-worker.server.ts",
    fileName: "private-calendar-worker.js",
    startedBy: "/app/private-calendar/private-calendar-sandbox.server.ts",
  },
  { source: "./app/imports/sheet-worker.server.ts", fileName: "sheet-worker.js", startedBy: "/app/imports/sheet-in-worker.server.ts" },
];

/**
 * Builds each worker as an entry of the server's bundle
 * (build/server/private-calendar-worker.js, build/server/sheet-worker.js)
 * and points the module that starts it there wherever Rollup puts that
 * module (a shared chunk under assets/): its `new URL("./<worker>.js",
 * import.meta.url)` becomes Rollup's URL of the emitted file. Run from the
 * sources (Vitest, the dev server), that module starts the TypeScript instead.
 */
function workerEntry(): Plugin {
  let building = false;
  const references = new Map<string, string>();
  return {
    name: "worker-entry",
    config(_, { command }) {
      building = command === "build";
    },
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      if (!building) return;
      for (const worker of WORKERS) references.set(worker.startedBy, this.emitFile({ type: "chunk", id: worker.source, fileName: worker.fileName }));
    },
    transform(code, id) {
      const worker = WORKERS.find((each) => id.endsWith(each.startedBy));
      const reference = worker && references.get(worker.startedBy);
      if (!worker || !reference) return null;
      const relative = `"./${worker.fileName}", import.meta.url`;
      if (!code.includes(relative)) this.error(`${worker.startedBy} no longer names ${relative}`);
      return { code: code.replace(relative, `import.meta.ROLLUP_FILE_URL_${reference}`), map: null };
    },
  };
}

const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
/** A module this many route modules import is as good as loaded by every page. */
const SHARED_BY_ROUTES = 5;
let importedByRoot: Set<string> | undefined;

type ModuleInfo = (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;

/**
 * Whether a module goes to the one chunk every page loads (docs/decisions/013):
 * the root route imports it, directly or not, or SHARED_BY_ROUTES public routes do.
 */
function inSiteChunk(id: string, getModuleInfo: ModuleInfo): boolean {
  if (!importedByRoot) {
    importedByRoot = new Set();
    const queue = [...(getModuleInfo(ROOT_ROUTE)?.importedIds ?? [])];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (importedByRoot.has(next)) continue;
      importedByRoot.add(next);
      queue.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
  }
  // Public routes only: what the panel's pages share stays in the panel's chunks, out of every visitor's download.
  const routes = getModuleInfo(id)?.importers.filter((importer) => importer.includes("/app/routes/") && !importer.includes("/app/routes/admin/")).length ?? 0;
  return importedByRoot.has(id) || routes >= SHARED_BY_ROUTES;
}

export default defineConfig({
  plugins: [tailwindcss(), siteImages(), reactRouter(), tsconfigPaths(), browserMinify(), scriptsEntryName(), workerEntry()],
  // `npm run dev`: the browser's dependencies found by crawling every route at start, rather than
  // page by page as they are asked for (each find reloaded the open page).
  optimizeDeps: { entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/**/*.{ts,tsx}"] },
  build: { minify: "terser", terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } } },
  environments: {
    // The server (server.js starts build/server/index.js) and the command-line scripts (build/server/cli.js);
    // the worker threads (build/server/private-calendar-worker.js, sheet-worker.js) are emitted by workerEntry().
    ssr: { build: { rollupOptions: { input: { index: "./server/app.ts", cli: "./server/cli.ts" } } } },
    client: {
      build: {
        rollupOptions: {
          plugins: bundleReport,
          output: {
            // React DOM apart from the rest every page loads: it changes only
            // with an upgrade, so a visitor's cache keeps it across releases.
            manualChunks: (id, { getModuleInfo }) => {
              // With the CommonJS helpers and proxies Rollup adds for them: were those in the other chunk, the two would import each other.
              if (/node_modules\/(react|react-dom|scheduler)\/|^\0commonjsHelpers/.test(id)) return "react-dom";
              return inSiteChunk(id, getModuleInfo) ? "site" : undefined;
            },
          },
        },
      },
    },
  },
});
