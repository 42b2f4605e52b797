// The import rules dependency-cruiser checks (app/house/house-rules.test.ts):
// no circle through app/ and server/, type-only imports included (a circle of
// types still ties two capabilities together; ADR 028).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: the capabilities' arrows must be a strict order (CONTRIBUTING.md).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "^build/", "\\.react-router/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
