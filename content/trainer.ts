// Who the trainer is. Placeholders: replace the name, bio and certificates.
import type { Trainer } from "./schema";

export default {
  name: "Jan Kowalski",
  // "feminine" and "Trenerka personalna" for a trainer who is a woman: the site's words about the trainer follow.
  gender: "masculine",
  roleTitle: "Trener personalny",
  jobTitle: "Certyfikowany trener personalny i dietetyk sportowy",
  careerStartYear: 2014,
  portrait: "portret.jpg",
  portraitAlt: "Jan Kowalski w studiu treningowym, w koszulce z logo",
  shortBio: "Od 2014 roku pomagam dorosłym wrócić do formy: bez cudów, bez głodówek, z planem dopasowanym do ich dnia.",
  bio: [
    "Jestem trenerem personalnym i dietetykiem sportowym. Zaczynałem jako zawodnik trójboju siłowego, a dziś najwięcej satysfakcji daje mi praca z osobami, które dopiero zaczynają albo wracają do ruchu po przerwie.",
    "Pracuję w kameralnym studiu w Przykładowie i online. Każdy plan układam od zera: po rozmowie o Twoim zdrowiu, trybie pracy, jedzeniu i tym, co lubisz robić.",
  ],
  certificates: [
    { name: "Trener personalny", issuer: "Akademia Wychowania Fizycznego w Warszawie", year: 2014 },
    { name: "Dietetyk sportowy", issuer: "Szkoła Główna Gospodarstwa Wiejskiego", year: 2017 },
    { name: "Trening funkcjonalny i motoryczny", issuer: "Polskie Towarzystwo Przygotowania Motorycznego", year: 2019 },
    { name: "Pierwsza pomoc przedmedyczna", issuer: "Polski Czerwony Krzyż", year: 2024 },
  ],
} satisfies Trainer;
