import { describe, expect, it } from "vitest";
import { site } from "~content/index";
import { achievementStats } from "./achievement-stats";

/** The content with this many certificates, podiums and transformations. */
function contentWith(certificates: number, podiums: number, transformations: number) {
  const trainer = { ...site.trainer, certificates: Array.from({ length: certificates }, (_, i) => ({ ...site.trainer.certificates[0]!, name: `C${i}` })) };
  const competitions = Array.from({ length: podiums }, (_, i) => ({ year: 2020, name: `Z${i}`, result: "2. miejsce" }));
  const achievements = {
    ...site.achievements,
    competitions,
    transformations: Array.from({ length: transformations }, () => site.achievements.transformations[0]!),
  };
  return { trainer, achievements };
}

const shown = (stats: { value: number; label: string }[]) => stats.map((stat) => `${stat.value} ${stat.label}`);

describe("achievementStats", () => {
  it("counts what the content says", () => {
    const stats = achievementStats(site, site.trainer.careerStartYear + 12);
    expect(stats.map((stat) => stat.value)).toEqual([
      12,
      site.trainer.certificates.length,
      site.achievements.competitions.filter((c) => /^[123]\. miejsce/.test(c.result)).length,
      site.achievements.transformations.length,
    ]);
  });

  it("agrees every label with its figure, for every count the content allows", () => {
    const start = site.trainer.careerStartYear;
    expect(shown(achievementStats(contentWith(1, 1, 1), start + 1))).toEqual([
      "1 rok pracy z klientami",
      "1 certyfikat",
      "1 miejsce na podium zawodów",
      "1 opisana metamorfoza",
    ]);
    expect(shown(achievementStats(contentWith(2, 3, 4), start + 2))).toEqual([
      "2 lata pracy z klientami",
      "2 certyfikaty i kwalifikacje",
      "3 miejsca na podium zawodów",
      "4 opisane metamorfozy",
    ]);
    expect(shown(achievementStats(contentWith(5, 12, 25), start + 5))).toEqual([
      "5 lat pracy z klientami",
      "5 certyfikatów i kwalifikacji",
      "12 miejsc na podium zawodów",
      "25 opisanych metamorfoz",
    ]);
    expect(shown(achievementStats(contentWith(22, 14, 21), start + 22))).toEqual([
      "22 lata pracy z klientami",
      "22 certyfikaty i kwalifikacje",
      "14 miejsc na podium zawodów",
      "21 opisanych metamorfoz",
    ]);
  });

  it("leaves out a figure of zero", () => {
    expect(shown(achievementStats(contentWith(3, 0, 0), site.trainer.careerStartYear + 10))).toEqual([
      "10 lat pracy z klientami",
      "3 certyfikaty i kwalifikacje",
    ]);
  });
});
