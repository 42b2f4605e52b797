import { describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { nextAttemptAt } from "./outbox.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("nextAttemptAt", () => {
  const created = new Date("2025-05-01T10:00:00.000Z");
  const after = (ms: number) => new Date(created.getTime() + ms);

  it("waits 1 minute, then twice as long each time, at most an hour", () => {
    const now = after(5 * MINUTE);
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => nextAttemptAt({ attempts, created_at: timestamp(created) }, now)!.getTime() - now.getTime());
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((minutes) => minutes * MINUTE));
  });

  it("tries once more at the 24-hour mark, then gives up", () => {
    const row = { attempts: 12, created_at: timestamp(created) };
    expect(nextAttemptAt(row, after(24 * HOUR - 10 * MINUTE))).toEqual(after(24 * HOUR));
    expect(nextAttemptAt(row, after(24 * HOUR))).toBeNull();
  });
});
