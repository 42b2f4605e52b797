// Competitions and client transformations. Certificates are in trainer.ts.
// Publish a client's photos only with their written consent.
import type { Achievements } from "./schema";

export default {
  competitions: [
    { year: 2015, name: "Mistrzostwa Województwa w Trójboju Siłowym", result: "1. miejsce, kat. 83 kg" },
    { year: 2016, name: "Mistrzostwa Polski Juniorów w Trójboju Siłowym", result: "4. miejsce, kat. 83 kg" },
    { year: 2018, name: "Puchar Polski w Wyciskaniu Sztangi Leżąc", result: "3. miejsce, kat. 93 kg" },
    { year: 2022, name: "Półmaraton Przykładowski", result: "ukończony w 1:38:12" },
  ],
  transformations: [
    {
      client: "Pani Anna",
      durationLocative: "6 miesiącach",
      result: "−14 kg, bez bólu kręgosłupa",
      story: "Dwa treningi w tygodniu i dieta bez wyrzeczeń. Zaczynaliśmy od spacerów i ćwiczeń na macie.",
      before: "metamorfoza-anna-przed.jpg",
      after: "metamorfoza-anna-po.jpg",
    },
    {
      client: "Pan Tomasz",
      durationLocative: "4 miesiącach",
      result: "−9 kg, przysiad ze 100 kg",
      story: "Kompletny plan: trening siłowy trzy razy w tygodniu, jadłospis i uporządkowana suplementacja.",
      before: "metamorfoza-tomasz-przed.jpg",
      after: "metamorfoza-tomasz-po.jpg",
    },
  ],
  consentNote: "Zdjęcia i wyniki klientów publikuję wyłącznie za ich pisemną zgodą. Imiona zostały skrócone na ich prośbę.",
} satisfies Achievements;
