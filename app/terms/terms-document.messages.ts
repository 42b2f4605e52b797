// The terms (/regulamin), written from the facts: who the trainer is, the
// price list, the booking rules and the payment facts, then the trainer's own
// provisions. Each part says what the Consumer Rights Act asks the trainer to
// tell a client (decision 030).
import { formatPrice } from "~/lib/format";
import { trainingCount, withinDays, withinWeeks } from "~/lib/polish-phrases";
import { hoursBeforePhrase } from "~/site-content";
import type { PaymentFacts } from "./payment-facts";
import { paymentRule } from "./payment.messages";
import { postalAddress, sellerLines } from "./seller.messages";
import { packageWithdrawalText, sessionWithdrawalText } from "./withdrawal.messages";
import { groupParagraphs, type GroupFacts } from "./group-terms.messages";
import { listPhrase } from "./payment.messages";
import { prepaidCancellingParagraph, prepaidPaymentParagraphs, type PrepaidFacts } from "./online-payment-terms.messages";
import { voucherParagraphs, type VoucherTermsFacts } from "./voucher-terms.messages";

export type TermsFacts = {
  business: Parameters<typeof sellerLines>[0];
  payment: PaymentFacts;
  cancelCutoffHours: number;
  noShowCountsAsSession: boolean;
  /** The price list's items with sessions; validWeeks when the price list states it. */
  packages: { name: string; price: number; sessions: number; validWeeks?: number }[];
  complaintDays: number;
  extraProvisions: string[];
  /** "1 grudnia 2026". */
  effectiveFrom: string;
  /** Absolute, for the withdrawal text: "https://…/regulamin#formularz-odstapienia". */
  withdrawalFormUrl: string;
  /** Sessions in pairs and groups, when a booking service has seats; null when none has. */
  groups: GroupFacts | null;
  /** Gift vouchers, when the offer has some on sale; null when it has none. */
  vouchers: VoucherTermsFacts | null;
  /** Services paid online at booking (issue 81); null when none is. */
  prepaid: PrepaidFacts | null;
};

export type TermsPart = { id: string; heading: string; paragraphs: string[] };

const priceListLine = (item: TermsFacts["packages"][number]) =>
  item.sessions === 1
    ? `${item.name}: ${formatPrice(item.price)} za trening.`
    : `${item.name}: ${formatPrice(item.price)} za ${trainingCount(item.sessions)}${item.validWeeks ? `, do wykorzystania ${withinWeeks(item.validWeeks)}` : ""}.`;

function cancellingParagraphs(facts: TermsFacts): string[] {
  const paragraphs = [
    `Trening możesz odwołać lub przełożyć ${hoursBeforePhrase(facts.cancelCutoffHours)}: linkiem z e-maila z potwierdzeniem albo telefonicznie (${facts.business.phone}). Wtedy nic nie płacisz, a trening z pakietu wraca do pakietu.`,
    "Obowiązuje termin odwołania podany w potwierdzeniu Twojej rezerwacji; późniejsza zmiana zasad dotyczy tylko nowych rezerwacji.",
    ...(facts.prepaid ? [prepaidCancellingParagraph(facts.prepaid)] : []),
  ];
  paragraphs.push(
    facts.noShowCountsAsSession
      ? "Trening, na który nie przyjdziesz bez odwołania go w terminie, liczy się jak odbyty: zużywa trening z pakietu, a pojedynczy trening jest do zapłaty."
      : "Nieobecność na treningu bez odwołania nie zużywa treningu z pakietu i nic za nią nie płacisz.",
  );
  paragraphs.push("Gdy muszę odwołać trening ja, dowiesz się o tym najszybciej, jak to możliwe, i nic za niego nie płacisz.");
  return paragraphs;
}

export function termsDocument(facts: TermsFacts): TermsPart[] {
  const { business } = facts;
  return [
    {
      id: "kto",
      heading: "Kto świadczy usługi",
      paragraphs: [
        ...sellerLines(business).map((line, index) => (index === 0 ? `Usługi świadczy ${line}` : line)),
        `Regulamin dotyczy ${scopePhrase(facts)} zamawianych przez stronę internetową, e-mailem i telefonicznie, czyli umów zawieranych na odległość.`,
      ],
    },
    {
      id: "uslugi",
      heading: "Usługi i ceny",
      paragraphs: [
        "Opis usług i aktualne ceny są na stronie Oferta. Wszystkie ceny są cenami brutto, w złotych. Wiąże cena podana przy zamówieniu.",
        ...facts.packages.map(priceListLine),
        "Konsultacja jest bezpłatna, a jej rezerwacja nie zobowiązuje do zakupu.",
      ],
    },
    {
      id: "zamowienie",
      heading: "Rezerwacja i zawarcie umowy",
      paragraphs: [
        "Trening rezerwujesz na stronie Rezerwacja: wybierasz usługę, dzień i godzinę, podajesz imię i nazwisko, e-mail i telefon. Pakiet zamawiasz tak samo, wybierając przy tym termin pierwszego treningu.",
        "Umowa zostaje zawarta, gdy klikniesz przycisk „Rezerwuję i płacę” albo „Zamawiam i płacę”. Potwierdzenie z warunkami umowy i informacją o odstąpieniu od umowy przychodzi e-mailem od razu, a w załączniku do niego jest ten regulamin w wersji obowiązującej w dniu zawarcia umowy (plik regulamin.html), który możesz zachować.",
        "Pakiet możesz też kupić u mnie osobiście; wtedy potwierdzenie z warunkami umowy i regulaminem w załączniku przychodzi na Twój adres e-mail.",
      ],
    },
    {
      id: "platnosci",
      heading: "Płatności",
      paragraphs: [paymentRule(facts.payment), ...(facts.prepaid ? prepaidPaymentParagraphs(facts.prepaid) : []), ...paymentDetails(facts.payment)],
    },
    { id: "odwolywanie", heading: "Odwoływanie i przekładanie treningów", paragraphs: cancellingParagraphs(facts) },
    ...(facts.groups ? [{ id: "zajecia-grupowe", heading: "Zajęcia w parach i grupach", paragraphs: groupParagraphs(facts.groups) }] : []),
    ...(facts.vouchers
      ? [
          {
            id: "bony",
            heading: "Bony podarunkowe",
            paragraphs: voucherParagraphs({ ...facts.vouchers, email: business.email, withdrawalFormUrl: facts.withdrawalFormUrl }),
          },
        ]
      : []),
    {
      id: "odstapienie",
      heading: "Odstąpienie od umowy",
      paragraphs: [...sessionWithdrawalText(), ...packageWithdrawalText({ email: business.email, withdrawalFormUrl: facts.withdrawalFormUrl })],
    },
    {
      id: "reklamacje",
      heading: "Reklamacje",
      paragraphs: [
        `Jeśli trening nie odbył się tak, jak był umówiony, napisz na ${business.email} albo listem na adres ${postalAddress(business)}: co się stało i czego oczekujesz. Odpowiem ${withinDays(facts.complaintDays)}.`,
        "Twoje prawa, gdy usługa nie jest zgodna z umową, określa ustawa o prawach konsumenta; regulamin ich nie ogranicza.",
        "Możesz też skorzystać z bezpłatnej pomocy powiatowego lub miejskiego rzecznika konsumentów, mediacji Inspekcji Handlowej albo stałego polubownego sądu konsumenckiego (informacje: prawakonsumenta.uokik.gov.pl).",
      ],
    },
    { id: "uslugi-elektroniczne", heading: "Usługi elektroniczne", paragraphs: electronicServices(facts) },
    {
      id: "dane",
      heading: "Dane osobowe i zdrowie",
      paragraphs: [
        "Jak przetwarzam Twoje dane, opisuje Polityka prywatności.",
        "Przed pierwszym treningiem powiedz mi o urazach, chorobach i lekach, które mogą mieć znaczenie dla ćwiczeń: w ankiecie zdrowotnej, jeśli zgodzisz się na zapisanie odpowiedzi, albo na spotkaniu. Ankieta nie jest warunkiem umowy.",
      ],
    },
    ...(facts.extraProvisions.length > 0 ? [{ id: "postanowienia", heading: "Postanowienia dodatkowe", paragraphs: facts.extraProvisions }] : []),
    {
      id: "zmiany",
      heading: "Obowiązywanie regulaminu",
      paragraphs: [`Regulamin obowiązuje od ${facts.effectiveFrom}. Do umowy stosuje się regulamin obowiązujący w dniu jej zawarcia.`],
    },
  ];
}

/** What § 1 says the terms are for: "treningów, zajęć w parach i grupach, pakietów oraz bonów podarunkowych". */
function scopePhrase(facts: TermsFacts): string {
  const kinds = ["treningów", ...(facts.groups ? ["zajęć w parach i grupach"] : []), "pakietów", ...(facts.vouchers ? ["bonów podarunkowych"] : [])];
  return listPhrase(kinds, kinds.length > 2 ? "oraz" : "i");
}

/** What art. 8 of the act on electronic services asks the terms of them to say. */
function electronicServices(facts: TermsFacts): string[] {
  const { business } = facts;
  return [
    "Na stronie bezpłatnie udostępniam usługi świadczone drogą elektroniczną: formularze rezerwacji i kontaktu; stronę „Moje treningi”, na którą logujesz się linkiem wysłanym e-mailem i na której widzisz swoje treningi, pakiet i płatności, odwołujesz lub przekładasz trening, pobierasz swoje dane i wybierasz przypomnienia; powiadomienia push w przeglądarce telefonu lub komputera (przypomnienia o treningach i wiadomości z listy oczekujących); listę oczekujących na pełny dzień, z której dostajesz wiadomość, gdy zwolni się termin; oraz kalendarz do subskrypcji, czyli prywatny adres, pod którym Twoja aplikacja kalendarza widzi Twoje treningi.",
    "Do korzystania z nich wystarczy urządzenie z dostępem do internetu, aktualna przeglądarka (na przykład Chrome, Firefox, Safari lub Edge) z włączonymi ciasteczkami i JavaScriptem oraz adres e-mail. Powiadomienia push wymagają przeglądarki, która je obsługuje (na iPhonie — strony dodanej do ekranu początkowego), i Twojej zgody w przeglądarce; kalendarz — aplikacji, która subskrybuje kalendarze w formacie iCalendar.",
    "Nie wolno przesyłać przez stronę treści bezprawnych, w tym obraźliwych, naruszających cudze dobra osobiste lub prawa, ani cudzych danych bez zgody osoby, której dotyczą.",
    "Umowę o te usługi zawierasz, zaczynając z nich korzystać, na czas nieokreślony; zakończysz ją w każdej chwili bez kosztów: wylogowując się ze strony „Moje treningi”, wyłączając powiadomienia na tej stronie lub w przeglądarce, rezygnując z miejsca na liście oczekujących, usuwając kalendarz ze swojej aplikacji albo pisząc do mnie. Lista oczekujących kończy się sama z końcem dnia, na który czekasz.",
    `Reklamację usług elektronicznych złożysz tak jak każdą inną: e-mailem na ${business.email} albo listem na adres ${postalAddress(business)}. Odpowiem ${withinDays(facts.complaintDays)}.`,
  ];
}

function paymentDetails(payment: PaymentFacts): string[] {
  return [
    ...(payment.accountNumber ? [`Numer konta do przelewów: ${payment.accountNumber}, odbiorca: ${payment.accountHolder}.`] : []),
    ...(payment.blikPhone ? [`Przelew BLIK na telefon: ${payment.blikPhone}.`] : []),
  ];
}
