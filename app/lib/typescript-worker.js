// Runs a worker thread's TypeScript module from the sources, where no build
// exists (Vitest, the dev server): Node strips the types, and `~/` and
// extensionless imports resolve as Vite resolves them. The built server
// starts the bundled worker instead (decision 024). workerData.entry names
// the module; the rest of workerData is the module's own.
import { existsSync, readFileSync } from "node:fs";
import { registerHooks, stripTypeScriptTypes } from "node:module";
import { workerData } from "node:worker_threads";

const APP = new URL("../", import.meta.url);

/** The .ts file a source import means, or null when it names no such file. */
function sourceFile(url) {
  for (const candidate of [url, `${url}.ts`, `${url}/index.ts`]) {
    if (candidate.endsWith(".ts") && existsSync(new URL(candidate))) return candidate;
  }
  return null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromSource = context.parentURL?.endsWith(".ts");
    if (specifier.startsWith("~/") || (fromSource && /^\.\.?\//.test(specifier))) {
      const url = sourceFile(new URL(specifier.replace(/^~\//, ""), specifier.startsWith("~/") ? APP : context.parentURL).href);
      if (url) return { url, format: "module", shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.endsWith(".ts")) return nextLoad(url, context);
    const source = stripTypeScriptTypes(readFileSync(new URL(url), "utf8"), { mode: "transform", sourceUrl: url });
    return { format: "module", source, shortCircuit: true };
  },
});

await import(workerData.entry);
