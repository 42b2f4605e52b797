// The editor's words for the contact details ("Dane kontaktowe").
import type { SectionLabels } from "./field-label-types";

export const businessLabels: SectionLabels = {
  fields: {
    name: { label: "Nazwa strony", hint: "W stopce, w tytułach i w wynikach wyszukiwania." },
    legalName: { label: "Nazwa firmy (z wpisu w CEIDG)", hint: "W stopce i w polityce prywatności." },
    taxId: { label: "NIP", hint: "10 cyfr, np. 1234567890.", input: "numeric" },
    phone: { label: "Telefon", hint: "Np. 500 000 000; zapisze się jako +48 500 000 000.", input: "tel" },
    email: { label: "E-mail", hint: "Na stronie Kontakt, w stopce i w polityce prywatności.", input: "email" },
    address: { label: "Adres studia", where: "studia" },
    "address.street": { label: "Ulica i numer" },
    "address.postalCode": { label: "Kod pocztowy", hint: "Np. 00-001.", input: "numeric" },
    "address.locality": { label: "Miejscowość" },
    "address.region": { label: "Województwo" },
    mapUrl: { label: "Adres mapy (link pod zdjęciem mapy)", hint: "Zaczyna się od https://.", input: "url" },
    "social[].name": { label: "Nazwa serwisu", hint: "Np. Instagram." },
    "social[].url": { label: "Adres profilu", hint: "Zaczyna się od https://.", summary: "Adres", input: "url" },
    responseTimeHours: {
      label: "W ciągu ilu godzin odpowiadasz na zapytanie",
      hint: "Na stronie podziękowania i w e-mailu do klienta.",
      unit: "godziny",
      summary: "Czas odpowiedzi na zapytanie",
    },
  },
  lists: {
    social: { label: "Profile w serwisach społecznościowych", item: "profil", itemGenitive: "profilu", titleField: "name" },
  },
};
