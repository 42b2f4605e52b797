// The editor's words for the trainer ("O mnie"): who you are, how the site names you, your certificates.
import type { SectionLabels } from "./field-label-types";

export const trainerLabels: SectionLabels = {
  fields: {
    name: { label: "Imię i nazwisko" },
    gender: {
      label: "Jak strona ma o Tobie pisać",
      hint: "Od tego zależą słowa o Tobie na stronie, w e-mailach i w panelu, np. „trener, który słucha” albo „trenerka, która słucha”. Zawód i podpis poniżej wpisz w tej samej formie. Teksty, które piszesz sama lub sam (nazwa w „Dane kontaktowe”, tytuły stron, opis „O mnie”, pytania), popraw w ich sekcjach.",
      choice: true,
      summary: "Forma, w jakiej strona o Tobie pisze",
    },
    roleTitle: {
      label: "Twój zawód pod imieniem w nagłówku",
      hint: "Na każdej stronie i dla wyszukiwarek, np. Trener personalny albo Trenerka personalna.",
      summary: "Zawód w nagłówku strony",
    },
    jobTitle: {
      label: "Kim jesteś (pod imieniem)",
      hint: "Np. Certyfikowany trener personalny albo Certyfikowana trenerka personalna.",
      summary: "Podpis pod imieniem",
    },
    portrait: { label: "Zdjęcie portretowe", hint: "Na stronie głównej, w części „Kim jestem”." },
    portraitAlt: { label: "Opis zdjęcia dla osób niewidomych", summary: "Opis zdjęcia portretowego dla osób niewidomych" },
    portraitFocus: {
      label: "Co ma zostać widoczne, gdy strona przycina zdjęcie",
      hint: "Np. „góra”, gdy twarz jest u góry zdjęcia.",
      choice: true,
      summary: "Kadrowanie zdjęcia portretowego",
    },
    shortBio: { label: "Krótko o sobie", hint: "Na stronie głównej.", long: true },
    careerStartYear: {
      label: "Rok, w którym zaczęła się praca z klientami",
      hint: "Z niego liczą się lata pracy.",
      summary: "Rok rozpoczęcia pracy z klientami",
    },
    "bio[]": { label: "Akapit", long: true },
    "certificates[].name": { label: "Nazwa" },
    "certificates[].issuer": { label: "Kto wydał", summary: "Wystawca" },
    "certificates[].year": { label: "Rok", summary: "Rok uzyskania" },
  },
  lists: {
    bio: { label: "O mnie — dłuższy opis", item: "akapit", itemGenitive: "akapitu" },
    certificates: {
      label: "Certyfikaty i uprawnienia",
      hint: "Na stronie Osiągnięcia.",
      item: "certyfikat",
      itemGenitive: "certyfikatu",
      titleField: "name",
    },
  },
};
