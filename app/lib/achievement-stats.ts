import type { Site } from "~content/index";

/** Polish plural form: 1 certyfikat, 2–4 certyfikaty, 5+ certyfikatów (12–14 too). */
export function plural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** The figures shown as highlights, all counted from the content so they stay true. */
export function achievementStats(content: Site, year: number) {
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
