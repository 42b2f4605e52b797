import { describe, expect, it } from "vitest";
import { site } from "~content/index";
import { achievementStats } from "./achievement-stats";

describe("achievementStats", () => {
  it("counts what the content says, in the right Polish forms", () => {
    const stats = achievementStats(site, site.trainer.careerStartYear + 12);
    expect(stats[0]).toEqual({ value: 12, label: "lat pracy z podopiecznymi" });
    expect(stats[1]!.value).toBe(site.trainer.certificates.length);
    expect(stats[2]!.value).toBe(site.achievements.competitions.filter((c) => /^[123]\. miejsce/.test(c.result)).length);
    expect(stats[3]!.value).toBe(site.achievements.transformations.length);
    expect(achievementStats(site, site.trainer.careerStartYear + 22)[0]!.label).toBe("lata pracy z podopiecznymi");
    expect(achievementStats(site, site.trainer.careerStartYear + 1)[0]!.label).toBe("rok pracy z podopiecznymi");
  });
});
