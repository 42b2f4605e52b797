// The trainer's business and contact details. Every page, the footer and the
// structured data read them from here: change them in this one place. The
// opening hours are the booking's week (booking.ts); the price range for
// search engines comes from the price list (offer.ts).
// All values below are placeholders: replace them with your own.
import type { Business } from "./schema";

export default {
  name: "Jan Kowalski — trener personalny",
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
  responseTimeHours: 24,
} satisfies Business;
