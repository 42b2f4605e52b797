import { describe, expect, it } from "vitest";
import { pooledRandomBytes } from "./random-pool.server";

describe("pooledRandomBytes", () => {
  it("never hands out the same bytes twice, across refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(pooledRandomBytes(18).toString("hex"));
    expect(seen.size).toBe(2000);
  });

  it("gives the size asked for, larger than the pool too, and copies that later draws do not change", () => {
    const first = pooledRandomBytes(16);
    const copy = Buffer.from(first);
    pooledRandomBytes(4096);
    pooledRandomBytes(5000);
    expect(first.equals(copy)).toBe(true);
    expect(pooledRandomBytes(5000)).toHaveLength(5000);
  });
});
