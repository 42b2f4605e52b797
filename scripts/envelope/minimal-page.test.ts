import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { installedVersions, MEASURED_PACKAGES, readReference, REFERENCE_FILE, staleness, writeReference } from "./minimal-page.ts";

const measuredWith = { "react-router": "8.4.0", react: "19.2.1", "react-dom": "19.2.1", "@react-router/dev": "8.4.0", vite: "7.3.0" };

describe("the minimal React Router page's recorded JavaScript", () => {
  it("holds while every package it was measured with is installed in the same version", () => {
    expect(staleness(measuredWith, { ...measuredWith })).toBeNull();
  });

  it("is out of date after an upgrade, saying which package moved and how to measure again", () => {
    const message = staleness(measuredWith, { ...measuredWith, "react-router": "8.5.0" });
    expect(message).toContain("react-router 8.4.0 → 8.5.0");
    expect(message).not.toContain("react-dom");
    expect(message).toContain("npm run audit:reference");
  });

  it("is out of date when it names no version of a package now measured", () => {
    const withoutVite = Object.fromEntries(Object.entries(measuredWith).filter(([name]) => name !== "vite"));
    expect(staleness(withoutVite, measuredWith)).toContain("vite (not recorded) → 7.3.0");
  });

  it("is read back as written, and refused with that message once the versions differ", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "minimal-page-")), "minimal-page.json");
    const reference = { js: 98_304, measuredOn: "2026-11-26", versions: measuredWith };
    writeReference(reference, file);
    expect(readReference(measuredWith, file)).toEqual(reference);
    expect(() => readReference({ ...measuredWith, react: "19.3.0" }, file)).toThrow(/react 19\.2\.1 → 19\.3\.0.*npm run audit:reference/);
  });

  it("reads the installed versions from each package's own package.json", () => {
    const nodeModules = mkdtempSync(path.join(tmpdir(), "node-modules-"));
    for (const name of MEASURED_PACKAGES) {
      mkdirSync(path.join(nodeModules, name), { recursive: true });
      writeFileSync(path.join(nodeModules, name, "package.json"), JSON.stringify({ name, version: `1.0.${name.length}` }));
    }
    expect(installedVersions(nodeModules)).toEqual(Object.fromEntries(MEASURED_PACKAGES.map((name) => [name, `1.0.${name.length}`])));
  });

  it("as committed, was measured with the packages installed now", () => {
    expect(() => readReference(installedVersions(), REFERENCE_FILE)).not.toThrow();
  });
});
