// The plan days the seed's coached clients train, each drawn from the
// starter library (migration 0035) by slug, with what a man of average
// strength lifts in it in his first week (a woman starts at about 55 %).
// "reps": the body's weight, counted in repetitions; "seconds": a hold.

export type Load = { slug: string; kind: "kg"; startKg: number; stepKg: number } | { slug: string; kind: "reps" } | { slug: string; kind: "seconds" };
export type DayKind = { name: string; exercises: Load[] };

const barbell = (slug: string, startKg: number): Load => ({ slug, kind: "kg", startKg, stepKg: 2.5 });
const dumbbell = (slug: string, startKg: number): Load => ({ slug, kind: "kg", startKg, stepKg: 1 });
const bodyweight = (slug: string): Load => ({ slug, kind: "reps" });
const hold = (slug: string): Load => ({ slug, kind: "seconds" });

/** The main lift first: a day takes it and then others of its list. */
export const DAY_KINDS: readonly DayKind[] = [
  {
    name: "Nogi i pośladki",
    exercises: [
      barbell("przysiad-ze-sztanga-z-tylu", 60),
      barbell("martwy-ciag-rumunski", 50),
      dumbbell("przysiad-bulgarski", 10),
      barbell("hip-thrust", 60),
      barbell("wypychanie-na-suwnicy", 100),
      dumbbell("uginanie-nog-lezac", 25),
      dumbbell("wspiecia-na-palce", 40),
      hold("deska"),
    ],
  },
  {
    name: "Klatka i barki",
    exercises: [
      barbell("wyciskanie-sztangi-lezac", 50),
      dumbbell("wyciskanie-hantli-na-lawce-skosnej", 16),
      barbell("wyciskanie-zolnierskie", 30),
      dumbbell("unoszenie-hantli-bokiem", 6),
      bodyweight("pompki-na-poreczach"),
      dumbbell("prostowanie-ramion-na-wyciagu", 20),
      bodyweight("pompki-klasyczne"),
    ],
  },
  {
    name: "Plecy i ramiona",
    exercises: [
      barbell("wioslowanie-sztanga", 40),
      bodyweight("podciaganie-nachwytem"),
      dumbbell("sciaganie-drazka-wyciagu-gornego", 40),
      dumbbell("wioslowanie-hantlem", 18),
      dumbbell("face-pull", 15),
      barbell("uginanie-ramion-ze-sztanga", 25),
      dumbbell("uginanie-ramion-chwytem-mlotkowym", 10),
    ],
  },
  {
    name: "Całe ciało",
    exercises: [
      barbell("martwy-ciag-klasyczny", 70),
      dumbbell("przysiad-goblet", 16),
      dumbbell("wyciskanie-hantli-lezac", 18),
      dumbbell("wioslowanie-na-wyciagu-dolnym", 35),
      dumbbell("swing-kettlebell", 16),
      dumbbell("spacer-farmera", 20),
      hold("deska-bokiem"),
      bodyweight("martwy-robak"),
    ],
  },
];

export const SEED_SLUGS: readonly string[] = DAY_KINDS.flatMap((day) => day.exercises.map((load) => load.slug));
