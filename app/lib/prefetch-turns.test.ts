import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTurns } from "./prefetch-turns";

/** A schedule run by hand: each call of `step` is the browser idle again. */
function manualSchedule() {
  const pending: Array<() => void> = [];
  return {
    schedule: (next: () => void) => void pending.push(next),
    step: () => pending.shift()?.(),
    get waiting() {
      return pending.length;
    },
  };
}

describe("prefetch turns", () => {
  it("starts the first link at once and each next one only after an idle moment", () => {
    const clock = manualSchedule();
    const take = createTurns(clock.schedule);
    const started: string[] = [];
    take(() => started.push("a"));
    take(() => started.push("b"));
    take(() => started.push("c"));
    expect(started).toEqual(["a"]);
    clock.step();
    expect(started).toEqual(["a", "b"]);
    clock.step();
    clock.step();
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("skips a link that went away before its turn, and starts again after the queue ran dry", () => {
    const clock = manualSchedule();
    const take = createTurns(clock.schedule);
    const started: string[] = [];
    take(() => started.push("a"));
    const cancelB = take(() => started.push("b"));
    take(() => started.push("c"));
    cancelB();
    clock.step();
    clock.step();
    expect(started).toEqual(["a", "c"]);
    expect(clock.waiting).toBe(0);
    take(() => started.push("d"));
    expect(started).toEqual(["a", "c", "d"]);
  });

  it("never starts two links in one task, and starts every link not taken back, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant("take"), fc.constant("idle"), fc.nat(20)), { maxLength: 60 }), (actions) => {
        const clock = manualSchedule();
        const take = createTurns(clock.schedule);
        const started: number[] = [];
        const cancels: Array<() => void> = [];
        const cancelled = new Set<number>();
        let startedThisTask = 0;
        // Each action is a task of its own: an observer's callback, or the browser's idle callback.
        for (const action of actions) {
          startedThisTask = 0;
          if (action === "idle") {
            clock.step();
          } else if (action === "take") {
            const id = cancels.length;
            cancels.push(
              take(() => {
                startedThisTask += 1;
                started.push(id);
              }),
            );
          } else if (action < cancels.length && !started.includes(action)) {
            cancels[action]!();
            cancelled.add(action);
          }
          expect(startedThisTask).toBeLessThanOrEqual(1);
        }
        while (clock.waiting > 0) clock.step();
        const expected = cancels.map((_, id) => id).filter((id) => !cancelled.has(id));
        expect(started).toEqual(expected);
      }),
    );
  });
});
