import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatFileSize, formatPrice, formatSortableDateTime } from "./format";

describe("formatPrice", () => {
  it("writes prices the Polish way, with no-break spaces", () => {
    expect(formatPrice(150)).toBe("150\u00A0zł");
    expect(formatPrice(1040)).toBe("1040\u00A0zł");
    expect(formatPrice(12500)).toBe("12\u00A0500\u00A0zł");
  });
});

describe("dates in the inbox", () => {
  it("show Warsaw time, summer and winter, whatever the server's zone", () => {
    expect(formatDateTime("2025-01-15T09:05:00.000Z")).toBe("15 stycznia 2025, 10:05");
    expect(formatDateTime("2025-07-15T22:30:00.000Z")).toBe("16 lipca 2025, 00:30");
    expect(formatDateTime("2027-03-12T09:15:00.000Z")).toBe("12 marca 2027, 10:15");
    // Either side of the clock change of 28 March 2027.
    expect(formatDateTime("2027-03-28T00:59:00.000Z")).toBe("28 marca 2027, 01:59");
    expect(formatDateTime("2027-03-28T01:00:00.000Z")).toBe("28 marca 2027, 03:00");
    expect(formatDate("2026-11-22T12:00:00.000Z")).toBe("22 listopada 2026");
    expect(formatSortableDateTime("2025-07-15T22:30:00.000Z")).toBe("2025-07-16 00:30");
  });
});

describe("formatFileSize", () => {
  it("writes a photo's size in megabytes from 1 MB, else in kilobytes, with no-break spaces", () => {
    expect(formatFileSize(2.43 * 1024 * 1024)).toBe("2,4\u00A0MB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25\u00A0MB");
    expect(formatFileSize(350 * 1024)).toBe("350\u00A0kB");
    expect(formatFileSize(100)).toBe("1\u00A0kB");
  });
});
