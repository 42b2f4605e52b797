// The words of the health questionnaire before the first session: our own
// wording of the usual readiness questions, gender-neutral (the client may be
// anyone), on /moje-treningi/ankieta, the trainer's card and in her messages.
import { formatDateTime } from "~/lib/format";
import { countedPhrase, type CountedPhrase } from "~/lib/polish-plural";
import type { FreeText, RiskQuestion } from "./questions";
import type { QuestionnaireFiller } from "~/db/health-questionnaire-tables";
import { HEALTH_CONSENT_WORDINGS } from "~/progress";

export const RISK_QUESTION_TEXT: Record<RiskQuestion, string> = {
  heart: "Czy lekarz stwierdził u Ciebie chorobę serca albo nadciśnienie tętnicze?",
  chestPain: "Czy zdarza Ci się ból w klatce piersiowej, w spoczynku, w codziennych czynnościach albo przy wysiłku?",
  dizziness: "Czy w ciągu ostatniego roku miały miejsce zawroty głowy z utratą równowagi albo utrata przytomności?",
  chronic: "Czy masz zdiagnozowaną chorobę przewlekłą (np. cukrzycę, astmę, chorobę płuc albo nerek)?",
  medicines: "Czy bierzesz na stałe leki przepisane przez lekarza?",
  joints: "Czy masz problem z kośćmi, stawami albo kręgosłupem, który nasila się przy ruchu lub wysiłku?",
  pregnancy: "Czy jesteś w ciąży albo od porodu minęło mniej niż 6 miesięcy?",
  surgery: "Czy w ciągu ostatnich 6 miesięcy była u Ciebie operacja albo poważny uraz?",
  doctorAdvised: "Czy lekarz odradził Ci ćwiczenia albo zalecił ograniczenie wysiłku?",
};

/** Short names of the risk questions, for the trainer's card. */
export const RISK_QUESTION_SHORT: Record<RiskQuestion, string> = {
  heart: "Choroba serca lub nadciśnienie",
  chestPain: "Ból w klatce piersiowej",
  dizziness: "Zawroty głowy lub utrata przytomności",
  chronic: "Choroba przewlekła",
  medicines: "Leki na stałe",
  joints: "Kości, stawy lub kręgosłup",
  pregnancy: "Ciąża lub niedawny poród",
  surgery: "Niedawna operacja lub uraz",
  doctorAdvised: "Lekarz odradził wysiłek",
};

export const FREE_TEXT_LABELS: Record<FreeText, string> = {
  contraindications: "Przeciwwskazania do ćwiczeń, o których wiesz",
  injuries: "Urazy i kontuzje, także dawne",
  medications: "Leki, które bierzesz",
  goals: "Co chcesz osiągnąć dzięki treningom",
};

const FILLED_BY: Record<QuestionnaireFiller, string> = { client: "przez klienta", trainer: "przez Ciebie, razem z klientem" };

export const QUESTIONNAIRE = {
  title: "Ankieta zdrowotna",
  sectionTitle: "Przed pierwszym treningiem",
  sectionLead: "Zanim zaczniemy, wypełnij krótką ankietę o zdrowiu: dzięki niej dobiorę ćwiczenia bezpiecznie. Zajmie to około 3 minut.",
  sectionDone: (answeredAt: string) => `Ankieta wypełniona ${formatDateTime(answeredAt)}. Jeśli coś się zmieni, wypełnij ją ponownie.`,
  fill: "Wypełnij ankietę",
  fillAgain: "Wypełnij ankietę ponownie",
  pageTitle: "Ankieta zdrowotna przed pierwszym treningiem",
  lead: "Odpowiedz na każde pytanie. „Tak” nie wyklucza treningów: oznacza, że przed pierwszym treningiem poproszę Cię o zaświadczenie lekarskie o braku przeciwwskazań do ćwiczeń.",
  questionsLegend: "Twoje zdrowie",
  yes: "Tak",
  no: "Nie",
  moreLegend: "Coś jeszcze, o czym chcesz mi powiedzieć? (nieobowiązkowe)",
  limit: (maxLength: number) => `Do ${maxLength} znaków.`,
  consentLegend: "Zgoda na zapisanie ankiety",
  consentLead:
    "Odpowiedzi z ankiety to dane o zdrowiu. Zapisuję je tylko za Twoją wyraźną zgodą, osobną od zgód na pomiary i na dietę. Dostęp do nich masz tylko Ty i ja; przechowuje je serwer strony u dostawcy hostingu i jej kopia zapasowa (obie firmy wymienia polityka prywatności). Zgodę możesz wycofać w każdej chwili na stronie „Moje treningi”: to od razu usuwa ankietę i nie zmienia tego, co działo się z nią wcześniej.",
  consentCheckbox: HEALTH_CONSENT_WORDINGS.questionnaire,
  submit: "Zapisz ankietę",
  saved: "Dziękuję, ankieta jest zapisana.",
  answerMissing: "Zaznacz „Tak” albo „Nie”.",
  tooLong: (maxLength: number) => `Najwyżej ${maxLength} znaków.`,
  consentMissing: "Zaznacz zgodę: bez niej nie mogę zapisać ankiety.",
  staleForm: "Ten formularz jest nieaktualny: odśwież stronę i wypełnij ankietę jeszcze raz.",
  formErrors: "Popraw zaznaczone pola.",
  back: "Wróć do „Moich treningów”",
  signInFirst: "Ankieta jest na Twojej stronie „Moje treningi”. Zaloguj się adresem e-mail z rezerwacji: wyślę link, który otworzy tę ankietę.",
  signIn: "Zaloguj się",
};

/** The trainer's words: the card's section, the page where she fills it in with the client, the agenda's mark. */
export const TRAINER_QUESTIONNAIRE = {
  link: "Ankieta zdrowotna",
  fillWithClient: "Wypełnij z klientem",
  none: "Ankieta nie jest jeszcze wypełniona.",
  answered: (answeredAt: string, by: QuestionnaireFiller) => `Wypełniona ${formatDateTime(answeredAt)} ${FILLED_BY[by]}.`,
  doctorMark: "przed treningiem: zgoda lekarza",
  empty: "—",
  pageTitle: (name: string) => `Ankieta zdrowotna: ${name}`,
  backToCard: (name: string) => `Wróć do karty: ${name}`,
  cardGone: "Tej karty już nie ma.",
  saved: "Ankieta zapisana.",
  noConsentYet: "Klient nie wyraził jeszcze zgody na dane o zdrowiu: zaznaczenie zgody poniżej musi być jego decyzją, podjętą przy Tobie.",
};

const RISK_ANSWERS: CountedPhrase = { one: "„Tak” przy {count} pytaniu", few: "„Tak” przy {count} pytaniach", many: "„Tak” przy {count} pytaniach" };

/**
 * The trainer's message when answers hold a "Tak" to a risk question. Which
 * ones is on the card only, and the subject and the push (shown on a lock
 * screen, in a list of mails) say only that the answers wait (issue 80):
 * no place for health data.
 */
export function riskMessage(name: string, risks: number) {
  const answers = countedPhrase(risks, RISK_ANSWERS);
  return {
    subject: `Ankieta zdrowotna: ${name} — przejrzyj przed treningiem`,
    lead: `W ankiecie zdrowotnej (${name}) jest ${answers}.`,
    advice: "Przed najbliższym treningiem poproś o zaświadczenie lekarskie o braku przeciwwskazań do ćwiczeń. Odpowiedzi są na karcie klienta:",
    pushTitle: "Ankieta zdrowotna do przejrzenia",
    pushBody: `${name}: przejrzyj ankietę przed treningiem.`,
  };
}
