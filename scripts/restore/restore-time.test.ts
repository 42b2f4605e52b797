import { describe, expect, it } from "vitest";
import { parseRestoreTime } from "./restore-time.ts";

describe("parseRestoreTime", () => {
  it("reads the trainer's wall-clock time in Warsaw, winter and summer", () => {
    expect(parseRestoreTime("2026-11-27 13:00").toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(parseRestoreTime("2026-07-01 13:00").toISOString()).toBe("2026-07-01T11:00:00.000Z");
  });

  it("takes an instant with its offset as it is", () => {
    expect(parseRestoreTime("2026-11-27T12:00:00Z").toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(parseRestoreTime("2026-11-27T14:00:00+02:00").toISOString()).toBe("2026-11-27T12:00:00.000Z");
  });

  it.each(["wczoraj", "2026-02-30 10:00", ""])("refuses %j with how to write it", (value) => {
    expect(() => parseRestoreTime(value)).toThrow(/2026-11-27 13:00/);
  });
});
