// The trainer's business and contact details. Every page, the footer and the
// structured data read them from here: change them in this one place.
// All values below are placeholders: replace them with your own.
import type { Business } from "./schema";

export default {
  name: "Jan Kowalski — Trener Personalny",
  legalName: "Jan Kowalski Trening Personalny",
  taxId: "0000000000",
  phone: "+48 500 000 000",
  email: "kontakt@example.com",
  address: {
    street: "ul. Sportowa 1",
    postalCode: "00-001",
    locality: "Przykładowo",
    region: "mazowieckie",
  },
  mapUrl: "https://www.openstreetmap.org/search?query=ul.%20Sportowa%201%2C%20Przyk%C5%82adowo",
  social: [
    { name: "Facebook", url: "https://www.facebook.com/example" },
    { name: "Instagram", url: "https://www.instagram.com/example" },
    { name: "YouTube", url: "https://www.youtube.com/@example" },
  ],
  openingHours: [
    { days: "poniedziałek–piątek", dayCodes: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "21:00" },
    { days: "sobota", dayCodes: ["Sa"], opens: "08:00", closes: "14:00" },
  ],
  priceRange: "120–1440 zł",
  responseTimeHours: 24,
} satisfies Business;
