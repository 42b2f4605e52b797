// A booking's or a package's payment in the panel: its state, and on an
// unpaid one the amount (the price until changed) with one button per method,
// on a paid one "Cofnij opłacenie". Plain forms: they work without JavaScript.
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { AMOUNT_LABEL, METHOD_LABELS, PAID_BY, paymentText, UNDO_PAYMENT } from "./payments.messages";
import { isOnlineMethod, PAYMENT_METHODS, type PaymentState } from "./payment-state";

type PaymentButtonsProps = {
  state: PaymentState;
  /** The booking's or package's id, posted as `id`. */
  id: number;
  /** The intents the buttons post: "pay"/"unpay" for a booking, the package form's own for a package. */
  intents: { pay: string; unpay: string };
  /** Where the forms post; the page they are on when omitted. */
  action?: string;
  /** More hidden fields (the page to go back to). */
  hidden?: Record<string, string>;
  /** Makes the amount field's id unique on a page that lists bookings and packages. */
  idPrefix: string;
};

export function PaymentButtons({ state, id, intents, action, hidden = {}, idPrefix }: PaymentButtonsProps) {
  // A free or cancelled session owes nothing: nothing to show; one a package or a gift voucher pays for says so.
  if (state.kind === "none") return state.why === "package" || state.why === "voucher" ? <p className="payment-state">{t(paymentText(state))}</p> : null;
  const fields = (
    <>
      <input type="hidden" name="id" value={id} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  if (state.kind === "paid") {
    return (
      <Form method="post" action={action} className="admin-button-row payment-state" data-paid="" preventScrollReset>
        {fields}
        <span className="admin-badge payment-badge">{t(paymentText(state))}</span>
        {/* Money a provider took goes back by a refund, never by a tap. */}
        {!isOnlineMethod(state.method) && (
          <button type="submit" name="intent" value={intents.unpay} className="admin-button">
            {UNDO_PAYMENT}
          </button>
        )}
      </Form>
    );
  }
  const amountId = `${idPrefix}-${id}-kwota`;
  return (
    <Form method="post" action={action} className="payment-form" preventScrollReset>
      {fields}
      <input type="hidden" name="intent" value={intents.pay} />
      <p className="payment-state">
        <span className="admin-badge payment-due">{t(paymentText(state))}</span>
      </p>
      <div className="payment-row">
        <label htmlFor={amountId} className="payment-amount">
          {AMOUNT_LABEL}
          <input id={amountId} name="amount" type="number" inputMode="numeric" min={0} max={100_000} defaultValue={state.amount} />
        </label>
        <span className="payment-by">{PAID_BY}</span>
        {PAYMENT_METHODS.map((method) => (
          <button key={method} type="submit" name="method" value={method} className="admin-button">
            {METHOD_LABELS[method]}
          </button>
        ))}
      </div>
    </Form>
  );
}
