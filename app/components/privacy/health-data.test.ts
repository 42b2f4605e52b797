// The policy says what health data is kept, on what basis, how long, and that it stays on the site's server.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import privacy from "../../../content/privacy";
import { privacySchema } from "../../../content/privacy-schema";
import { HealthDataSection } from "./health-data-section";
import { POLICY_FIGURES } from "./policy-fixture";
import type { PolicyProps } from "./policy-props";

function section(backupProvider: string | null) {
  const props: Pick<PolicyProps, "privacy" | "figures"> = { privacy: privacySchema.parse({ ...privacy, backupProvider }), figures: POLICY_FIGURES };
  return renderToStaticMarkup(createElement(HealthDataSection, props)).replaceAll("\u00a0", " ");
}

describe("the policy's health data", () => {
  it("names what is kept, the explicit consent of art. 9, why, and until when", () => {
    const html = section(null);
    expect(html).toContain(`<h2 id="zdrowie">Dane o zdrowiu</h2>`);
    expect(html).toContain("Ankietę zdrowotną, pomiary, zdjęcia postępów, dziennik treningów i dietę przechowuję tylko za Twoją wyraźną zgodą");
    // One consent per purpose (issue 80), each withdrawn on its own.
    expect(html).toContain(
      "zgodą, osobną dla ankiety, postępów i diety (art. 9 ust. 2 lit. a RODO), by bezpiecznie prowadzić treningi. W innych formularzach ich nie podawaj.",
    );
    // The questionnaire asks for them: the policy no longer says to keep them out of every form (issue 80).
    expect(html).not.toContain("Nie wpisuj ich do formularzy");
    expect(html).toContain("Usuwam je po wycofaniu ich zgody, z Twoją kartą albo po 12 miesiącach bez Twoich rezerwacji i wpisów.");
    expect(html).toContain("Nie trafiają do analityki ani innych firm.");
  });

  it("does not hide the copy off the server, when there is one", () => {
    expect(section("Przykładowe Kopie sp. z o.o.")).toContain("Nie trafiają do analityki ani innych firm (poza kopią zapasową bazy).");
  });
});
