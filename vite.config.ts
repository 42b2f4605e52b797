import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { siteImages } from "./scripts/site-images";

/** `npm run bundle:report`: what each chunk is made of, with brotli sizes (scripts/bundle-report.js reads them). */
const bundleReport = process.env.BUNDLE_REPORT
  ? [
      visualizer({ filename: "reports/bundle.html", template: "treemap", brotliSize: true }),
      visualizer({ filename: "reports/bundle.json", template: "raw-data", brotliSize: true }),
    ]
  : [];

const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The browser's bundle gets React Router's production build, which differs
 * only by its development warnings switched off but is not in the package's
 * exports (remix-run/react-router#14753), and Terser, which folds that switch
 * away and packs React DOM tighter than esbuild: together 4 KB less brotli on
 * every page (docs/decisions/011-javascript-under-100-kb.md). The server keeps
 * an unminified build and the React Router its adapters import.
 */
function browserBuild(): Plugin {
  const production: Record<string, string> = { "react-router": reactRouterProduction("index.mjs"), "react-router/dom": reactRouterProduction("dom-export.mjs") };
  return {
    name: "browser-build",
    enforce: "pre",
    // Vite runs Terser only when the whole build asks for it: the server's environment opts out.
    configEnvironment(name) {
      return name === "client" ? undefined : { build: { minify: false } };
    },
    resolveId(source) {
      return this.environment.name === "client" ? production[source] : undefined;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), siteImages(), reactRouter(), tsconfigPaths(), browserBuild()],
  build: { minify: "terser", terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } } },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rollupOptions: {
          plugins: bundleReport,
          output: {
            // React DOM apart from the entry, so that the browser evaluates
            // them in two short tasks instead of one long one (see
            // app/lib/boot-after-paint.ts).
            manualChunks: (id) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? "react-dom" : undefined),
          },
        },
      },
    },
  },
});
