// The policy names where the copy off the server is kept, when there is one, and for how long it keeps erased data.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RecipientsSection } from "./recipients-section";
import { RetentionSection } from "./retention-section";
import { policyProps } from "./policy-fixture";

function policy(backupProvider: string | null) {
  const props = policyProps({ backupProvider, backupDays: 7 });
  return renderToStaticMarkup(createElement("div", null, createElement(RecipientsSection, props), createElement(RetentionSection, props))).replaceAll(
    "\u00a0",
    " ",
  );
}

describe("the policy's backups", () => {
  it("names the provider of the copy off the server among the processors, and its period", () => {
    const html = policy("Przykładowe Kopie sp. z o.o. (serwer w Niemczech)");
    expect(html).toContain("dostawcy miejsca na kopię zapasową poza serwerem strony");
    expect(html).toContain("kopiuje całą bazę danych (te same dane co u dostawcy hostingu): Przykładowe Kopie sp. z o.o. (serwer w Niemczech)");
    expect(html).toContain(
      "Kopie zapasowe bazy (na serwerze i u dostawcy kopii poza nim, wymienionego wyżej): usunięte dane znikają także z nich, najpóźniej po 7 dniach.",
    );
  });

  it("says the backups stay on the server when there is no copy off it", () => {
    const html = policy(null);
    expect(html).not.toContain("poza serwerem strony");
    expect(html).toContain("Kopie zapasowe bazy (na serwerze): usunięte dane znikają także z nich, najpóźniej po 7 dniach.");
  });
});
