// How a client pays, as every page and mail says it: the terms' payment facts
// with the account holder filled in from the business's name.
import type { PaymentMethodFact } from "../../content/terms-schema";

export type PaymentFacts = {
  methods: PaymentMethodFact[];
  due: "at_session" | "before_session";
  /** "61 1090 …" in groups; "" when the trainer takes no transfers. */
  accountNumber: string;
  accountHolder: string;
  /** "+48 500 000 000"; "" when none. */
  blikPhone: string;
};

type PaymentSource = {
  terms: { payment: Omit<PaymentFacts, "methods"> & { methods: readonly PaymentMethodFact[] } };
  business: { legalName: string };
};

export function paymentFactsOf({ terms, business }: PaymentSource): PaymentFacts {
  const { payment } = terms;
  return {
    methods: [...payment.methods],
    due: payment.due,
    // A method without its details cannot be offered: the schema refuses that on publish, this keeps old content honest.
    accountNumber: payment.methods.includes("transfer") ? payment.accountNumber : "",
    accountHolder: payment.accountHolder.trim() || business.legalName,
    blikPhone: payment.methods.includes("blik") ? payment.blikPhone : "",
  };
}
