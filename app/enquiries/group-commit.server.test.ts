import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.server";

describe("groupCommit", () => {
  it("writes the calls of one turn as one batch and answers each caller with its own result", async () => {
    const batches: number[][] = [];
    const save = groupCommit(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 10);
    });
    const results = await Promise.all([1, 2, 3].map(save));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
    // A later call starts a new batch.
    expect(await save(4)).toBe(40);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("does not answer before the batch is written", async () => {
    let finish!: () => void;
    const written = new Promise<void>((resolve) => (finish = resolve));
    const save = groupCommit(async (items: string[]) => {
      await written;
      return items;
    });
    let answered = false;
    const pending = save("a").then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    finish();
    await pending;
    expect(answered).toBe(true);
  });

  it("retries a failed batch one item at a time, so only the bad item fails", async () => {
    const batches: string[][] = [];
    const save = groupCommit(async (items: string[]) => {
      batches.push(items);
      if (items.includes("bad")) throw new Error(`cannot write ${items.join("+")}`);
      return items.map((item) => item.toUpperCase());
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map(save));
    expect(results).toEqual([
      { status: "fulfilled", value: "A" },
      { status: "rejected", reason: new Error("cannot write bad") },
      { status: "fulfilled", value: "C" },
    ]);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });
});
