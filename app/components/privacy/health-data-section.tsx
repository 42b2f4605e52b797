import { typeset as t } from "~/lib/typeset";
import type { PolicyProps } from "./policy-props";

/** Health data (art. 9 ust. 2 lit. a): what, why, how long, and that it stays on the site's server. */
export function HealthDataSection({ privacy }: Pick<PolicyProps, "privacy">) {
  return (
    <>
      <h2 id="zdrowie">Dane o zdrowiu</h2>
      <p>
        {t(
          `Nie wpisuj ich do formularzy: porozmawiamy o nich na konsultacji. Pomiary ciała, zdjęcia postępów, dziennik treningów i dietę przechowuję tylko za Twoją wyraźną zgodą ze strony „Moje treningi” (art. 9 ust. 2 lit. a RODO), aby układać plan i pokazywać postępy. Widzimy je tylko Ty i ja; nie trafiają do analityki ani innych firm${privacy.backupProvider ? " (poza kopią zapasową bazy)" : ""}. Przechowuję je do wycofania zgody (usuwa je od razu) albo usunięcia Twojej karty.`,
        )}
      </p>
    </>
  );
}
