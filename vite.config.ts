import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { siteImages } from "./scripts/site-images";

export default defineConfig({
  plugins: [tailwindcss(), siteImages(), reactRouter(), tsconfigPaths()],
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
