import { beforeEach, describe, expect, it } from "vitest";
import { rememberPendingNavigation, takeReloadTarget } from "./chunk-reload";

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe("chunk reload recovery", () => {
  let storage: MemoryStorage;
  beforeEach(() => (storage = new MemoryStorage()));

  it("sends the visitor on to the page they asked for, once", () => {
    rememberPendingNavigation(storage, "/oferta", 1_000);
    expect(takeReloadTarget(storage, 1_500, "/")).toBe("/oferta");
    expect(takeReloadTarget(storage, 1_600, "/")).toBeNull();
  });

  it("does not go on a second time within 60 s, so a broken deploy cannot loop", () => {
    rememberPendingNavigation(storage, "/oferta", 1_000);
    expect(takeReloadTarget(storage, 1_100, "/")).toBe("/oferta");
    rememberPendingNavigation(storage, "/galeria", 30_000);
    expect(takeReloadTarget(storage, 30_100, "/")).toBeNull();
    rememberPendingNavigation(storage, "/galeria", 70_000);
    expect(takeReloadTarget(storage, 70_100, "/")).toBe("/galeria");
  });

  it("ignores stale, foreign or pointless targets", () => {
    rememberPendingNavigation(storage, "/oferta", 0);
    expect(takeReloadTarget(storage, 60_000, "/")).toBeNull();
    rememberPendingNavigation(storage, "//evil.example.com/", 1_000);
    expect(takeReloadTarget(storage, 1_001, "/")).toBeNull();
    rememberPendingNavigation(storage, "/kontakt", 1_000);
    expect(takeReloadTarget(storage, 1_001, "/kontakt")).toBeNull();
    storage.setItem("chunk-reload:pending", "{not json");
    expect(takeReloadTarget(storage, 1_001, "/")).toBeNull();
  });
});
