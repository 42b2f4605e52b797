import type { Site } from "~content/index";
import { polishPlural } from "./polish-plural";

const plural = (count: number, one: string, few: string, many: string) => polishPlural(count, { one, few, many });

/** The figures shown as highlights, all counted from the content so they stay true. */
export function achievementStats(content: Pick<Site, "trainer" | "achievements">, year: number) {
  const years = year - content.trainer.careerStartYear;
  const certificates = content.trainer.certificates.length;
  const podiums = content.achievements.competitions.filter((competition) => /^[123]\. miejsce/.test(competition.result)).length;
  const transformations = content.achievements.transformations.length;
  return [
    { value: years, label: `${plural(years, "rok", "lata", "lat")} pracy z podopiecznymi` },
    { value: certificates, label: plural(certificates, "certyfikat i kwalifikacja", "certyfikaty i kwalifikacje", "certyfikatów i kwalifikacji") },
    { value: podiums, label: `${plural(podiums, "miejsce", "miejsca", "miejsc")} na podium zawodów` },
    { value: transformations, label: `${plural(transformations, "opisana metamorfoza", "opisane metamorfozy", "opisanych metamorfoz")}` },
  ];
}
