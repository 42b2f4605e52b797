// Diets and supplement lists for some of the coached clients: 2 or 3 diet
// versions (a training day and a rest day of meals, the calories trimmed
// version by version) and 1 or 2 versions of a supplement list, over the
// time they train. Bodies as app/diet/diet-body.ts defines them.
import type { Temporal } from "temporal-polyfill";
import type { DietBody, Meal, Supplement, SupplementList } from "../../app/diet/diet-body.ts";
import type { Random } from "../seeded-random.ts";
import { at, iso } from "./time.ts";
import type { Coached } from "./training.ts";

export type SeedVersion = { client: number; version: number; body: string; created_at: string };

/** Each meal's choices: what to eat, and its calories and grams of protein, fat and carbohydrates. */
const MEALS: [name: string, choices: [text: string, kcal: number, protein: number, fat: number, carbs: number][]][] = [
  [
    "Śniadanie",
    [
      ["Owsianka na mleku z borówkami i orzechami włoskimi", 480, 20, 16, 62],
      ["Jajecznica z trzech jajek na maśle, dwie kromki żytniego chleba, pomidor", 520, 28, 26, 40],
    ],
  ],
  [
    "Drugie śniadanie",
    [
      ["Jogurt skyr z bananem", 260, 22, 2, 38],
      ["Kanapka z pastą z twarogu i rzodkiewką", 300, 20, 8, 36],
    ],
  ],
  [
    "Obiad",
    [
      ["Pierś z kurczaka, kasza gryczana, surówka z kapusty", 640, 48, 14, 78],
      ["Łosoś pieczony, ziemniaki, brokuły na parze", 680, 40, 28, 60],
      ["Gulasz wołowy z papryką, ryż brązowy", 660, 42, 20, 74],
    ],
  ],
  [
    "Kolacja",
    [
      ["Sałatka z tuńczykiem, jajkiem i fasolką szparagową", 420, 36, 20, 18],
      ["Twarożek ze szczypiorkiem, pieczywo pełnoziarniste, ogórek", 380, 30, 10, 40],
    ],
  ],
];
const SUPPLEMENTS: Supplement[] = [
  { name: "Witamina D3", dose: "2000 j.m.", when: "rano, do posiłku", why: "zimą za mało słońca" },
  { name: "Kreatyna", dose: "5 g", when: "codziennie, o dowolnej porze", why: "siła i regeneracja" },
  { name: "Kwasy omega-3", dose: "2 kapsułki", when: "do obiadu", why: "mało ryb w diecie" },
  { name: "Magnez z witaminą B6", dose: "1 tabletka", when: "wieczorem", why: "skurcze łydek" },
  { name: "Białko serwatkowe", dose: "30 g", when: "po treningu", why: "uzupełnienie białka" },
];

/** One meal, its amounts scaled to the version's calories. */
function meal(name: string, choices: (typeof MEALS)[number][1], scale: number, random: Random): Meal {
  const [text, kcal, protein, fat, carbs] = random.pick(choices);
  const scaled = (amount: number) => Math.round(amount * scale);
  return { name, text, kcal: scaled(kcal), protein: scaled(protein), fat: scaled(fat), carbs: scaled(carbs) };
}

function dietBody(scale: number, random: Random): DietBody {
  const day = (name: string, meals: typeof MEALS) => ({ name, meals: meals.map(([mealName, choices]) => meal(mealName, choices, scale, random)) });
  return {
    days: [
      day("Dzień treningowy", MEALS),
      day(
        "Dzień bez treningu",
        MEALS.filter(([name]) => name !== "Drugie śniadanie"),
      ),
    ],
  };
}

/** The versions' dates: the first when they start, the others spread over the time since. */
function versionDays(since: Temporal.PlainDate, today: Temporal.PlainDate, count: number): Temporal.PlainDate[] {
  const days = since.until(today).days;
  return Array.from({ length: count }, (_, index) => since.add({ days: Math.floor((days * index) / count) + 2 }));
}

export function makeDiets(coached: readonly Coached[], today: Temporal.PlainDate, random: Random): { diets: SeedVersion[]; supplements: SeedVersion[] } {
  const diets: SeedVersion[] = [];
  const supplements: SeedVersion[] = [];
  for (const { client, since, female } of coached) {
    let scale = female ? 0.85 : 1.15;
    versionDays(since, today, random.int(2, 3)).forEach((day, index) => {
      diets.push({ client, version: index + 1, body: JSON.stringify(dietBody(scale, random)), created_at: iso(at(day, "19:00")) });
      scale *= random.between(0.9, 0.97);
    });
    versionDays(since, today, random.int(1, 2)).forEach((day, index) => {
      const items = SUPPLEMENTS.filter(() => random.chance(0.6));
      const list: SupplementList = { items: items.length ? items : SUPPLEMENTS.slice(0, 1) };
      supplements.push({ client, version: index + 1, body: JSON.stringify(list), created_at: iso(at(day, "19:10")) });
    });
  }
  return { diets, supplements };
}
