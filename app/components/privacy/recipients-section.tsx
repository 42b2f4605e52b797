import { typeset as t } from "~/lib/typeset";
import { endSentence } from "./policy-phrases";
import type { PolicyProps } from "./policy-props";

/** Who runs each provider of online payment, as the policy names it. */
const PAYMENT_OPERATORS = { przelewy24: "PayPro S.A. (Przelewy24)", stripe: "Stripe Payments Europe, Limited (Irlandia)" } as const;

/** Who receives the data, and whether it leaves the EEA (art. 13 ust. 1 lit. e, f). */
export function RecipientsSection({ privacy, figures }: PolicyProps) {
  const { calendarProvider, videoCallProvider, accountingOffice, backupProvider } = privacy;
  const processors = [
    `dostawcy hostingu, na którego serwerze działa strona i jej baza danych (zapytania, rezerwacje, karty klientów i e-maile czekające na wysłanie): ${privacy.hostingProvider}`,
    `dostawcy poczty e-mail, przez którego strona wysyła wiadomości — mnie powiadomienia o zapytaniach i rezerwacjach, a Tobie ${
      figures.acknowledgesEnquiries ? "potwierdzenie otrzymania zapytania, " : ""
    }potwierdzenie rezerwacji, przypomnienie dzień przed spotkaniem i wiadomość o zmianie lub odwołaniu terminu, z plikiem do kalendarza — i u którego mam skrzynkę: ${privacy.emailProvider}`,
    ...(backupProvider
      ? [
          `dostawcy miejsca na kopię zapasową poza serwerem strony, do którego strona na bieżąco kopiuje całą bazę danych (te same dane co u dostawcy hostingu): ${backupProvider}`,
        ]
      : []),
    ...(videoCallProvider
      ? [
          `dostawcy usługi do spotkań online, jeśli umówisz się na konsultację lub trening online (przetwarza Twoje imię, obraz i głos w czasie rozmowy): ${videoCallProvider}`,
        ]
      : []),
    ...(accountingOffice ? [`biuru rachunkowemu, które prowadzi moje księgi, jeśli zostaniesz moim klientem: ${accountingOffice}`] : []),
  ];
  const outsideTheEea = [
    calendarProvider && "dostawca kalendarza",
    videoCallProvider && "dostawca usługi do spotkań online",
    figures.paymentProvider === "stripe" && "operator płatności Stripe",
    "usługa powiadomień przeglądarki",
    "WhatsApp",
  ]
    .filter(Boolean)
    .join(", ")
    .replace(/, ([^,]+)$/, " lub $1");
  return (
    <>
      <h2 id="odbiorcy">{t("Komu przekazuję dane")}</h2>
      <ul>
        <li>
          {t("Firmom, które przetwarzają dane w moim imieniu, na podstawie umów powierzenia (art. 28 RODO):")}
          <ul>
            {processors.map((text, index) => (
              <li key={text}>{t(index === processors.length - 1 ? endSentence(text) : `${text};`)}</li>
            ))}
          </ul>
        </li>
        {calendarProvider && (
          <li>
            {t(
              `${endSentence(`Dostawcy kalendarza, w którym prowadzę swój terminarz: ${calendarProvider}`)} Strona przekazuje tam dzień, godzinę i miejsce spotkania, usługę ${
                privacy.calendarFeedFull
                  ? "oraz Twoje imię i nazwisko, numer telefonu, adres e-mail, cenę i uwagi do rezerwacji."
                  : "i Twoje imię; nazwisko, telefon, adres e-mail i uwagi do rezerwacji widzę w panelu strony (po zalogowaniu) i w powiadomieniu e-mail o rezerwacji, nie w kalendarzu."
              }`,
            )}
          </li>
        )}
        {figures.paymentProvider && (
          <li>
            {t(
              `Operatorowi płatności, gdy płacisz online na stronie: ${PAYMENT_OPERATORS[figures.paymentProvider]}. Dostaje Twoje imię i nazwisko, adres e-mail, kwotę i opis zamówienia, a na jego stronie — dane płatności (bank, karta, BLIK), których ja nie widzę; przetwarza je jako osobny administrator, także po to, by spełnić obowiązki instytucji płatniczej.`,
            )}
          </li>
        )}
        <li>
          {t(
            "Usłudze powiadomień Twojej przeglądarki, jeśli włączysz powiadomienia na stronie „Moje treningi”: Google LLC (Chrome, Android), Mozilla Corporation (Firefox), Apple Inc. (Safari na iPhonie i Macu) albo Microsoft Corporation (Edge), zależnie od przeglądarki. Treść jest zaszyfrowana i odczyta ją tylko Twoje urządzenie; usługa widzi jedynie adres subskrypcji oraz to, że i kiedy przyszło powiadomienie.",
          )}
        </li>
        <li>
          {t(
            "WhatsApp Ireland Limited, gdy przypominam Ci o treningu przez WhatsApp ze swojego telefonu (Twój numer telefonu i treść przypomnienia), a przy przypomnieniu SMS-em — operatorowi mojej sieci komórkowej.",
          )}
        </li>
        <li>
          {t("Organom publicznym i innym podmiotom, gdy obowiązek przekazania danych wynika z przepisów prawa (na przykład urzędowi skarbowemu albo sądowi).")}
        </li>
      </ul>
      <p>
        {t(
          outsideTheEea
            ? `Nie sprzedaję danych. Poza Europejski Obszar Gospodarczy mogą one trafić tylko wtedy, gdy ${outsideTheEea} przetwarza je na serwerach poza nim (na przykład w USA); przekazanie opiera się wtedy na decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony danych (EU-U.S. Data Privacy Framework) albo na standardowych klauzulach umownych przyjętych przez Komisję (art. 45 i 46 RODO). Kopię tych zabezpieczeń prześlę Ci na prośbę.`
            : "Nie sprzedaję danych i nie przekazuję ich poza Europejski Obszar Gospodarczy.",
        )}
      </p>
    </>
  );
}
