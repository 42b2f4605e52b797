import { describe, expect, it } from "vitest";
import { BOOT_AFTER_PAINT, INERT_BOOT_ATTRIBUTE, INERT_PRELOAD_REL } from "./boot-after-paint";

describe("BOOT_AFTER_PAINT", () => {
  it("is valid JavaScript once its line breaks are taken out", () => {
    expect(BOOT_AFTER_PAINT).not.toContain("\n");
    expect(() => new Function(BOOT_AFTER_PAINT)).not.toThrow();
  });

  it("wakes exactly what the server leaves inert", () => {
    expect(BOOT_AFTER_PAINT).toContain(`link[rel="${INERT_PRELOAD_REL}"]`);
    expect(BOOT_AFTER_PAINT).toContain(`script[${INERT_BOOT_ATTRIBUTE}]`);
  });
});
