import { describe, expect, it } from "vitest";
import { createPasswordCheckQueue } from "./password-check-queue.server";

describe("the password check queue", () => {
  it("runs two checks at a time, lets a few wait, and turns the rest away at once", async () => {
    const queue = createPasswordCheckQueue({ concurrency: 2, maxWaiting: 3 });
    let running = 0;
    let mostAtOnce = 0;
    const check = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return true;
    };
    const runs = Array.from({ length: 8 }, () => queue.run(check));
    expect(runs.filter((run) => run === null)).toHaveLength(3);
    expect(await Promise.all(runs.filter((run) => run !== null))).toEqual([true, true, true, true, true]);
    expect(mostAtOnce).toBe(2);
    // Once the queue has drained, checks are taken again.
    expect(await queue.run(check)).toBe(true);
  });
});
