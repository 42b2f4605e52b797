import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { siteImages } from "./scripts/site-images";

export default defineConfig({
  plugins: [tailwindcss(), siteImages(), reactRouter(), tsconfigPaths()],
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rollupOptions: {
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
