// Under a person's lines in "Do zapłaty": every line paid at its amount by
// one method, in one tap. The lines are those shown; one paid meanwhile (on
// another phone) is left as it is. A plain form: it works without JavaScript.
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { METHOD_LABELS, PAY_ALL } from "./payments.messages";
import { PAYMENT_METHODS } from "./payment-state";

export function PayAllForm({ lines, amount, hidden = {} }: { lines: string; amount: number; hidden?: Record<string, string> }) {
  return (
    <Form method="post" className="payment-form payments-pay-all" preventScrollReset>
      <input type="hidden" name="intent" value={PAY_ALL.intent} />
      <input type="hidden" name="items" value={lines} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="payment-row">
        <legend className="payment-by">{t(PAY_ALL.legend(amount))}</legend>
        {PAYMENT_METHODS.map((method) => (
          <button key={method} type="submit" name="method" value={method} className="admin-button">
            {METHOD_LABELS[method]}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
