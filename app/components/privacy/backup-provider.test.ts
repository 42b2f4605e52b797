// The policy names where the copy off the server is kept, when there is one, and for how long it keeps erased data.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import privacy from "../../../content/privacy";
import { privacySchema } from "../../../content/privacy-schema";
import { RecipientsSection } from "./recipients-section";
import { RetentionSection } from "./retention-section";
import type { PolicyFigures, PolicyProps } from "./policy-props";

const figures: PolicyFigures = {
  retentionMonths: 24,
  revisionMonths: 12,
  unusedPhotoDays: 30,
  enquiries: 5,
  enquiryWindowMinutes: 10,
  bookings: 5,
  bookingWindowMinutes: 60,
  sweepMinutes: 5,
  acknowledgesEnquiries: false,
  cancelCutoffHours: 12,
  clientLinkMinutes: 15,
  clientSessionDays: 30,
  reviewAfterSessions: 0,
};
const business = {
  name: "Jan Kowalski",
  legalName: "Jan Kowalski Trening",
  taxId: "0000000000",
  email: "k@example.com",
  phone: "+48 500 000 000",
  address: { street: "ul. Sportowa 1", postalCode: "00-001", locality: "Przykładowo" },
};

function policy(backupProvider: string | null) {
  const props: PolicyProps = { privacy: privacySchema.parse({ ...privacy, backupProvider, backupDays: 7 }), business, updated: "2026-11-27", figures };
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
