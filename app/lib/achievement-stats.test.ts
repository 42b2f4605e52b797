import { describe, expect, it } from "vitest";
import { site } from "~content/index";
import { achievementStats, plural } from "./achievement-stats";

describe("plural", () => {
  it("follows Polish plural rules", () => {
    const forms = (n: number) => plural(n, "rok", "lata", "lat");
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 112].map(forms)).toEqual([
      "rok", "lata", "lata", "lat", "lat", "lat", "lat", "lat", "lata", "lat", "lat",
    ]);
  });
});

describe("achievementStats", () => {
  it("counts what the content says", () => {
    const stats = achievementStats(site, site.trainer.careerStartYear + 12);
    expect(stats[0]).toEqual({ value: 12, label: "lat pracy z podopiecznymi" });
    expect(stats[1]!.value).toBe(site.trainer.certificates.length);
    expect(stats[2]!.value).toBe(site.achievements.competitions.filter((c) => /^[123]\. miejsce/.test(c.result)).length);
    expect(stats[3]!.value).toBe(site.achievements.transformations.length);
  });
});
