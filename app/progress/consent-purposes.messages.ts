// The words of each health-data consent (issue 80): one text per purpose,
// the same wherever it is asked (the progress section, the questionnaire,
// the trainer's page with the client present), naming what is kept and why;
// kept with each consent given (health_consents.wording) as what the client
// agreed to. Then what withdrawing one erases, said before and after.
import { formatDate } from "~/lib/format";
import type { ConsentGiver, HealthPurpose } from "~/db/client-import-tables";

export const HEALTH_CONSENT_WORDINGS: Record<HealthPurpose, string> = {
  questionnaire: "Zgadzam się na zapisywanie moich odpowiedzi z ankiety zdrowotnej (stan zdrowia, urazy, leki, ciąża), żeby trening był dla mnie bezpieczny",
  progress: "Zgadzam się na zapisywanie moich pomiarów ciała, zdjęć postępów i dziennika treningów, żeby moje postępy były widoczne, a plan do nich dopasowany",
  diet: "Zgadzam się na zapisywanie diety i listy suplementów rozpisanych dla mnie, żeby były dostępne na tej stronie",
};

/** Each consent's name in the list of consents. */
export const CONSENT_NAMES: Record<HealthPurpose, string> = {
  questionnaire: "Ankieta zdrowotna",
  progress: "Pomiary, zdjęcia postępów i dziennik treningów",
  diet: "Dieta i suplementy",
};

/** What a withdrawal erases, and what it leaves, asked before it. */
export const WITHDRAW_QUESTIONS: Record<HealthPurpose, string> = {
  questionnaire:
    "Wycofanie tej zgody od razu i nieodwracalnie usunie Twoją ankietę zdrowotną. Pomiary, zdjęcia, dziennik treningów, dieta i suplementy zostaną. Na pewno?",
  progress:
    "Wycofanie tej zgody od razu i nieodwracalnie usunie wszystkie Twoje pomiary, zdjęcia postępów i dziennik treningów. Ankieta zdrowotna, dieta i suplementy zostaną. Na pewno?",
  diet: "Wycofanie tej zgody od razu i nieodwracalnie usunie Twoją dietę i listę suplementów. Ankieta zdrowotna, pomiary, zdjęcia i dziennik treningów zostaną. Na pewno?",
};

/** The notice after a withdrawal: what is gone, as the question said. */
export const WITHDRAWN_NOTICES = {
  "wycofano-ankieta": "Zgoda wycofana. Twoja ankieta zdrowotna jest usunięta.",
  "wycofano-postepy": "Zgoda wycofana. Twoje pomiary, zdjęcia postępów i dziennik treningów są usunięte.",
  "wycofano-dieta": "Zgoda wycofana. Twoja dieta i lista suplementów są usunięte.",
} as const;

/** The notice after a consent given. */
export const GIVEN_NOTICES = {
  "zgoda-ankieta": "Dziękuję: zgoda zapisana. Możesz wypełnić ankietę zdrowotną.",
  "zgoda-postepy": "Dziękuję: zgoda zapisana. Możesz dodawać pomiary i zdjęcia.",
  "zgoda-dieta": "Dziękuję: zgoda zapisana. Dieta i suplementy pojawią się tutaj, gdy je rozpiszę.",
} as const;

const GIVEN_BY: Record<ConsentGiver, string> = {
  client: "na stronie „Moje treningi”",
  trainer: "w panelu, w obecności tej osoby",
  unknown: "zanim strona zapisywała, kto ją wyraża",
};

/** The card's line of a purpose's consent: "Ankieta zdrowotna: zgoda od 3 marca 2027 (na stronie „Moje treningi”)." */
export function cardConsentLine(purpose: HealthPurpose, standing: { givenAt: string; givenBy: ConsentGiver } | null): string {
  return standing
    ? `${CONSENT_NAMES[purpose]}: zgoda od ${formatDate(standing.givenAt)} (${GIVEN_BY[standing.givenBy]}).`
    : `${CONSENT_NAMES[purpose]}: bez zgody.`;
}

export const CONSENTS = {
  heading: "Twoje zgody na dane o zdrowiu",
  lead: "Każdą z nich wyrażasz i wycofujesz osobno. Dostęp do tych danych masz tylko Ty i ja; przechowuje je serwer strony u dostawcy hostingu i jej kopia zapasowa (obie firmy wymienia polityka prywatności). Nie trafiają do żadnej analityki ani reklam. Wycofanie zgody nie zmienia tego, co działo się z danymi przed nim.",
  given: (since: string) => `Zgoda wyrażona ${formatDate(since)}.`,
  notGiven: "Zgoda niewyrażona: nic z tego nie jest zapisywane.",
  give: { questionnaire: "Zapisz zgodę na ankietę", diet: "Zapisz zgodę na dietę" },
  withdraw: { questionnaire: "Wycofaj zgodę na ankietę", diet: "Wycofaj zgodę na dietę", progress: "Wycofaj zgodę" },
  missing: "Zaznacz zgodę, jeśli chcesz, żeby te dane były zapisywane.",
} as const;
