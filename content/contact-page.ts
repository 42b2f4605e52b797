// The contact page's map picture; the address itself is in business.ts.
import type { ContactPage } from "./schema";

export default {
  mapPhoto: "mapa.png",
  mapAlt: "Mapa okolicy studia: ul. Sportowa 1 w Przykładowie, obok parku i hali sportowej",
} satisfies ContactPage;
