import type { Achievements, Trainer } from "~content/schema";
import { countedPhrase } from "./polish-plural";

/**
 * The figures shown as highlights, all counted from the content so they stay
 * true; a figure of zero is left out ("0 miejsc na podium" boasts of nothing).
 */
export function achievementStats(
  content: { trainer: Pick<Trainer, "careerStartYear" | "certificates">; achievements: Pick<Achievements, "competitions" | "transformations"> },
  year: number,
) {
  const years = year - content.trainer.careerStartYear;
  const certificates = content.trainer.certificates.length;
  const podiums = content.achievements.competitions.filter((competition) => /^[123]\. miejsce/.test(competition.result)).length;
  const transformations = content.achievements.transformations.length;
  const stats = [
    { value: years, label: countedPhrase(years, { one: "rok pracy z klientami", few: "lata pracy z klientami", many: "lat pracy z klientami" }) },
    {
      value: certificates,
      label: countedPhrase(certificates, { one: "certyfikat", few: "certyfikaty i kwalifikacje", many: "certyfikatów i kwalifikacji" }),
    },
    { value: podiums, label: countedPhrase(podiums, { one: "miejsce na podium zawodów", few: "miejsca na podium zawodów", many: "miejsc na podium zawodów" }) },
    {
      value: transformations,
      label: countedPhrase(transformations, { one: "opisana metamorfoza", few: "opisane metamorfozy", many: "opisanych metamorfoz" }),
    },
  ];
  return stats.filter((stat) => stat.value > 0);
}
