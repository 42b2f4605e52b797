import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { assertProjectNode } from "./scripts/project-node.ts";

assertProjectNode("The unit tests");

export default defineConfig({
  plugins: [tsconfigPaths()],
  // The build's photo manifest (scripts/site-images.ts encodes every photo): its names suffice here.
  resolve: { alias: { "virtual:site-images": new URL("tests/support/site-images-stub.ts", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.ts", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    reporters: ["default", ["json", { outputFile: "reports/unit.json" }]],
  },
});
