// `npm run bundle:report`: builds with rollup-plugin-visualizer (see
// vite.config.ts), then prints each public page's first-load JavaScript in
// brotli, chunk by chunk, and the largest modules inside those chunks.
// reports/bundle.html is the same as a treemap to open in a browser.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";

const PAGES = {
  "/": "routes/home",
  "/oferta": "routes/offer",
  "/galeria": "routes/gallery",
  "/osiagniecia": "routes/achievements",
  "/kontakt": "routes/contact",
  "/rezerwacja": "routes/booking",
  "/polityka-prywatnosci": "routes/privacy",
  "/dziekujemy": "routes/thanks",
  "(404)": "routes/not-found",
};
const ASSETS = "build/client/assets";
/** React Router's manifest of the browser's build, as window.__reactRouterManifest holds it: the fields read here. */
type RouteChunks = { module: string; imports?: string[] };
type BrowserManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteChunks> };
/** rollup-plugin-visualizer's raw data: the fields read here. */
type VisualizerReport = {
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
  nodeParts: Record<string, { brotliLength: number }>;
};
type ModuleSize = { id: string; brotli: number };
const TOP_MODULES = 8;

const build = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUNDLE_REPORT: "1" } });
if (build.status !== 0) process.exit(build.status ?? 1);

/** A built file's size as the server sends it: its brotli copy where there is one. */
const sent = (url: string) => {
  const file = path.join("build/client", url);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const manifestFile = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error(`no manifest-*.js in ${ASSETS}`);
const sandbox: { window: { __reactRouterManifest?: BrowserManifest } } = { window: {} };
runInNewContext(readFileSync(path.join(ASSETS, manifestFile), "utf8"), sandbox);
const manifest = sandbox.window.__reactRouterManifest;
if (!manifest) throw new Error(`${manifestFile} set no __reactRouterManifest`);
const chunksOf = (route: RouteChunks | undefined) => (route ? [route.module, ...(route.imports ?? [])] : []);
// The manifest file itself is no page's: a page carries its own routes inline (lazy route discovery, react-router.config.ts).
const everyPage = [manifest.entry.module, ...manifest.entry.imports, ...chunksOf(manifest.routes.root)];

// The visualizer's raw data: every module's brotli size, by the chunk it went into.
const report = JSON.parse(readFileSync("reports/bundle.json", "utf8")) as VisualizerReport;
const modulesByChunk = new Map<string, ModuleSize[]>();
for (const meta of Object.values(report.nodeMetas)) {
  for (const [chunk, part] of Object.entries(meta.moduleParts)) {
    const list = modulesByChunk.get(`/${chunk}`) ?? [];
    list.push({ id: meta.id.replace(/^.*node_modules\//, "").replace(/^\/app\//, "app/"), brotli: report.nodeParts[part]?.brotliLength ?? 0 });
    modulesByChunk.set(`/${chunk}`, list);
  }
}

console.log("First-load JavaScript per page, brotli KB (chunks shared by every page: the entry, React DOM, React Router, the root route)");
for (const [page, routeId] of Object.entries(PAGES)) {
  const chunks = [...new Set([...everyPage, ...chunksOf(manifest.routes[routeId])])];
  const total = chunks.reduce((sum, chunk) => sum + sent(chunk), 0);
  const own = chunks.filter((chunk) => !everyPage.includes(chunk));
  console.log(`${page.padEnd(22)} ${kb(total).padStart(6)}  own: ${own.map((chunk) => `${path.basename(chunk, ".js")} ${kb(sent(chunk))}`).join(", ")}`);
}
console.log("\nLargest modules in the chunks every page loads (brotli KB, measured on each module alone, before minification)");
for (const chunk of [...new Set(everyPage)]) {
  const modules = (modulesByChunk.get(chunk) ?? []).sort((a, b) => b.brotli - a.brotli).slice(0, TOP_MODULES);
  console.log(`${path.basename(chunk).padEnd(32)} ${kb(sent(chunk)).padStart(6)}  ${modules.map((module) => `${module.id} ${kb(module.brotli)}`).join(", ")}`);
}
console.log("\nTreemap: reports/bundle.html");
