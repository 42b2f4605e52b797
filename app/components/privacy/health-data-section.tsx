import { typeset as t } from "~/lib/typeset";
import type { PolicyProps } from "./policy-props";

/** Health data (art. 9 ust. 2 lit. a): what, why, how long, and that it stays on the site's server. */
export function HealthDataSection({ privacy }: Pick<PolicyProps, "privacy">) {
  return (
    <>
      <h2 id="zdrowie">{t("Dane o zdrowiu")}</h2>
      <p>
        {t(
          `Nie wpisuj ich do formularzy: porozmawiamy o nich na konsultacji. Pomiary, zdjęcia postępów, dziennik treningów i dietę przechowuję tylko za Twoją wyraźną zgodą z „Moich treningów” (art. 9 ust. 2 lit. a RODO), by prowadzić plan. Nie trafiają do analityki ani innych firm${privacy.backupProvider ? " (poza kopią zapasową bazy)" : ""}. Usuwam je po wycofaniu zgody albo z Twoją kartą.`,
        )}
      </p>
    </>
  );
}
