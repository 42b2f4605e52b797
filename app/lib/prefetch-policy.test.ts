import { describe, expect, it } from "vitest";
import { shouldPrefetch } from "./prefetch-policy";

const online = { online: true, servedByWorker: false };

describe("shouldPrefetch", () => {
  it("prefetches online on a normal connection or when the browser says nothing", () => {
    expect(shouldPrefetch({ ...online, connection: { effectiveType: "4g", saveData: false } })).toBe(true);
    expect(shouldPrefetch({ ...online, connection: { effectiveType: "3g" } })).toBe(true);
    expect(shouldPrefetch({ ...online, connection: undefined })).toBe(true);
  });

  it("does not prefetch offline, on 2g or slow-2g, or in data-saver mode", () => {
    expect(shouldPrefetch({ ...online, online: false, connection: { effectiveType: "4g" } })).toBe(false);
    expect(shouldPrefetch({ ...online, connection: { effectiveType: "2g" } })).toBe(false);
    expect(shouldPrefetch({ ...online, connection: { effectiveType: "slow-2g" } })).toBe(false);
    expect(shouldPrefetch({ ...online, connection: { effectiveType: "4g", saveData: true } })).toBe(false);
  });

  it("does not prefetch in a page a service worker controls, even when the browser says it is online", () => {
    expect(shouldPrefetch({ online: true, servedByWorker: true, connection: { effectiveType: "4g" } })).toBe(false);
  });
});
