// The house rules of DESIGN.md that a reader would otherwise check by hand:
// no file over 250 lines, no import circle, and no Polish sentence in a
// server module outside the message modules (domain code returns facts).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../", import.meta.url).pathname;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

const SOURCES = [...filesUnder("app"), ...filesUnder("server"), ...filesUnder("scripts")].filter((path) => /\.(ts|tsx|js)$/.test(path));

/** Polish that people read: a letter only Polish has, or a word no English sentence carries. */
const POLISH =
  /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(nie|jest|się|twój|twoja|twoje|przez|oraz|albo|lub|już|tylko|proszę|spróbuj|zapytanie|rezerwacj\w*|trening\w*|termin\w*|pakiet\w*|klient\w*)\b/i;

/** Each string a module writes (quotes and template texts), with its line. */
function literalsOf(path: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), "utf8"), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The Polish literals left in server modules on purpose, each a fact rather
 * than a sentence (a column of a database, a name in a log). Keep it a handful.
 */
const FACTS_IN_SERVER_MODULES: Record<string, string[]> = {};

describe("the house rules", () => {
  it("keeps every file in app/, server/ and scripts/ under 250 lines", () => {
    // A generated file (the migrated tables) is as long as the schema: nobody reads or edits it by hand.
    const long = SOURCES.filter((path) => !path.endsWith(".generated.ts")).filter(
      (path) => readFileSync(join(ROOT, path), "utf8").split("\n").length - 1 > 250,
    );
    expect(long).toEqual([]);
  });

  // dependency-cruiser parses every module of app/ and server/ (about 4 s): its time grows with the code.
  it("has no import circle in app/ and server/ (dependency-cruiser, as .dependency-cruiser.mjs configures it)", () => {
    // It exits with the number of violations: the report is read whatever the exit code.
    const { stdout: output } = spawnSync(
      process.execPath,
      [join(ROOT, "node_modules/.bin/depcruise"), "--config", ".dependency-cruiser.mjs", "--output-type", "json", "app", "server"],
      {
        cwd: ROOT,
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    const circles = (
      JSON.parse(output) as { summary: { violations: { rule: { name: string }; from: string; cycle?: { name: string }[] }[] } }
    ).summary.violations
      .filter((violation) => violation.rule.name === "no-circular")
      .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(" → "));
    expect(circles).toEqual([]);
  }, 60_000);

  it("builds no Polish sentence in a server module: the Polish lives in the message modules", () => {
    const serverModules = SOURCES.filter((path) => path.endsWith(".server.ts") && !path.endsWith(".test.ts") && !path.includes(".messages."));
    const polish = serverModules.flatMap((path) =>
      literalsOf(path)
        .filter(({ text }) => POLISH.test(text) && !(FACTS_IN_SERVER_MODULES[relative(ROOT, join(ROOT, path))] ?? []).includes(text))
        .map(({ line, text }) => `${path}:${line} ${text}`),
    );
    expect(polish).toEqual([]);
  });
});
