// The policy names the online payment's operator as a recipient only when one is set up, and Stripe among those that may send data outside the EEA.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { policyProps } from "./policy-fixture";
import { RecipientsSection } from "./recipients-section";

const recipients = (paymentProvider: "przelewy24" | "stripe" | undefined) =>
  renderToStaticMarkup(createElement(RecipientsSection, policyProps({}, paymentProvider ? { paymentProvider } : {}))).replaceAll("\u00a0", " ");

describe("the policy's payment operator", () => {
  it("names Przelewy24's operator and what it receives, as a controller of its own", () => {
    const text = recipients("przelewy24");
    expect(text).toContain("Operatorowi płatności, gdy płacisz online na stronie: PayPro S.A. (Przelewy24).");
    expect(text).toContain("przetwarza je jako osobny administrator");
    expect(text).not.toContain("operator płatności Stripe");
  });

  it("names Stripe's, and Stripe among those that may process data outside the EEA", () => {
    const text = recipients("stripe");
    expect(text).toContain("Stripe Payments Europe, Limited (Irlandia)");
    expect(text).toMatch(/gdy [^.]*operator płatności Stripe[^.]* przetwarza je na serwerach poza nim/);
  });

  it("says nothing of an operator when no online payment is set up", () => {
    expect(recipients(undefined)).not.toContain("płatności");
  });
});
