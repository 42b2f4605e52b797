import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it("drops trailing slashes", () => {
    expect(canonicalPath("/oferta/")).toBe("/oferta");
    expect(canonicalPath("/admin/zapytania/1///")).toBe("/admin/zapytania/1");
    expect(canonicalPath("///")).toBe("/");
  });

  it("leaves an address without a trailing slash alone", () => {
    expect(canonicalPath("/")).toBeNull();
    expect(canonicalPath("/oferta")).toBeNull();
  });

  it("never answers with an address a browser reads as another host", () => {
    for (const path of ["//evil.example/", "///evil.example//", "/\\evil.example/", "\\/evil.example/", "/\\/\\evil.example/"]) {
      const target = canonicalPath(path)!;
      expect(target, path).toBe("/evil.example");
      expect(new URL(target, "https://trener.example").host, path).toBe("trener.example");
    }
  });

  it("keeps a long run of slashes linear", () => {
    // A quadratic regex takes minutes here; the loops take well under a millisecond.
    expect(canonicalPath(`/${"/".repeat(200_000)}x/`)).toBe("/x");
    expect(canonicalPath(`/x${"/".repeat(200_000)}`)).toBe("/x");
  });
});
