// The policy says a client may be asked once for a review, and after how many kept sessions, only when the trainer set it up.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { policyProps } from "./policy-fixture";
import { PurposesSection } from "./purposes-section";

const purposes = (reviewAfterSessions: number) =>
  renderToStaticMarkup(createElement(PurposesSection, policyProps({}, { reviewAfterSessions }))).replaceAll("\u00a0", " ");

describe("the policy's review request", () => {
  it("names the one request, when it comes, that it needs the client's consent, the way to say no, how long its record stays and its ground", () => {
    expect(purposes(3)).toContain(
      "jednorazowa prośba o opinię o moich treningach, wysłana po 3 odbytych treningach e-mailem albo powiadomieniem push tylko wtedy, gdy zaznaczysz na to zgodę przy rezerwacji albo na stronie „Moje treningi” (tam też ją wycofasz), z linkiem „Nie, dziękuję”; zapis prośby (kiedy wysłana i czy odmówiona) przechowuję tak długo jak Twoją kartę klienta: <strong>art. 6 ust. 1 lit. a RODO</strong>",
    );
    expect(purposes(1)).toContain("wysłana po pierwszym odbytym treningu e-mailem");
  });

  it("says nothing of it when nobody is asked", () => {
    expect(purposes(0)).not.toContain("opinię");
  });
});

describe("the policy's gift vouchers", () => {
  it("names the voucher order among the purposes, on the contract", () => {
    expect(purposes(0)).toMatch(/umowy o treningi, plan lub bon podarunkowy: <strong>art\. 6 ust\. 1 lit\. b RODO<\/strong>/);
  });
});
