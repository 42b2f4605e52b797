import { typeset as t } from "~/lib/typeset";
import { afterMonths } from "~/lib/polish-phrases";
import type { PolicyProps } from "./policy-props";

/** Health data (art. 9 ust. 2 lit. a): what (the questionnaire among it, issue 80), why, how long, and that it stays on the site's server. */
export function HealthDataSection({ privacy, figures }: Pick<PolicyProps, "privacy" | "figures">) {
  return (
    <>
      <h2 id="zdrowie">{t("Dane o zdrowiu")}</h2>
      <p>
        {t(
          `Ankietę zdrowotną, pomiary, zdjęcia postępów, dziennik treningów i dietę przechowuję tylko za Twoją wyraźną zgodą, osobną dla ankiety, postępów i diety (art. 9 ust. 2 lit. a RODO), by bezpiecznie prowadzić treningi. W innych formularzach ich nie podawaj. Nie trafiają do analityki ani innych firm${privacy.backupProvider ? " (poza kopią zapasową bazy)" : ""}. Usuwam je po wycofaniu ich zgody, z Twoją kartą albo ${afterMonths(figures.healthDataMonths)} bez Twoich rezerwacji i wpisów.`,
        )}
      </p>
    </>
  );
}
