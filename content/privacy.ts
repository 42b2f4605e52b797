// Facts for the privacy policy. The controller's details come from
// business.ts; name your real hosting and e-mail providers here.
import type { Privacy } from "./schema";

export default {
  hostingProvider: "Przykładowy Hosting sp. z o.o. (serwer w Polsce)",
  emailProvider: "Przykładowa Poczta sp. z o.o.",
  updated: "2026-11-22",
} satisfies Privacy;
