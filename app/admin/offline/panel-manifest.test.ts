import { describe, expect, it } from "vitest";
import { panelManifest } from "./panel-manifest";

describe("the panel's manifest", () => {
  it("is named as the trainer's gender has it, and opens on the agenda within /admin/", () => {
    expect(panelManifest("masculine").name).toBe("Panel trenera");
    expect(panelManifest("feminine")).toMatchObject({ name: "Panel trenerki", start_url: "/admin/kalendarz", scope: "/admin/", display: "standalone" });
  });
});
