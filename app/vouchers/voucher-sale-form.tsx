// "Sprzedaj bon" on /admin/bony: a voucher the trainer sells by phone or in
// person, with the buyer's details and, if ticked, paid at once. A plain form
// (it works without JavaScript); with it, what is typed is kept on this device
// until the sale is recorded (decision 022), and a refused sale keeps it all.
import { Form } from "react-router";
import { FieldError } from "~/components/field-error";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime, formatPrice } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { VOUCHER_LIMITS } from "./voucher-limits";
import { VOUCHER_SALE } from "./voucher-panel.messages";
import { SALE_PAYMENT_CHOICES } from "~/payments";
import { VOUCHER_FORM } from "./vouchers.messages";

export type SaleChoice = { slug: string; title: string; price: number };
export type VoucherSaleProblem = { formError: string; fieldErrors: Record<string, string[]>; values: Record<string, string> };

type VoucherSaleFormProps = { action: string; vouchers: SaleChoice[]; submissionKey: string; problem: VoucherSaleProblem | null };

const PERSON = [
  { name: "name", label: VOUCHER_FORM.labels.name, type: "text", autoComplete: "off" },
  { name: "email", label: VOUCHER_FORM.labels.email, type: "email", autoComplete: "off" },
  { name: "phone", label: VOUCHER_FORM.labels.phone, type: "tel", autoComplete: "off" },
  { name: "recipientName", label: VOUCHER_FORM.labelsRecipient.name, type: "text", autoComplete: "off" },
] as const;

export function VoucherSaleForm({ action, vouchers, submissionKey, problem }: VoucherSaleFormProps) {
  // Not the submission key: a restored sale goes with this page's fresh key, as a new sale (as a package's sale does).
  const untouched = { voucher: vouchers[0]?.slug ?? "", name: "", email: "", phone: "", recipientName: "", dedication: "", paid: "" };
  const { keepForm, ...draft } = useFormDraft("bon-sprzedaz", untouched);
  if (vouchers.length === 0) return <p className="admin-lead">{t(VOUCHER_SALE.none)}</p>;
  const values = problem?.values ?? {};
  const errors = problem?.fieldErrors ?? {};
  const described = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `bon-sprzedaz-${name}-blad` } : {});
  return (
    <>
      {draft.offer && (
        <KeptDraftOffer message={VOUCHER_SALE.draftKept(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />
      )}
      <details className="packages-fold packages-sale" open={problem !== null || undefined}>
        <summary className="admin-button admin-button-primary">{t(VOUCHER_SALE.open)}</summary>
        <Form method="post" action={action} className="admin-form" noValidate ref={keepForm} onChange={draft.onChange}>
          <input type="hidden" name="submissionKey" value={submissionKey} />
          {problem && (
            <p className="admin-mail-error" role="alert">
              {t(problem.formError)}
            </p>
          )}
          <div className="admin-field">
            <label htmlFor="bon-sprzedaz-voucher">{VOUCHER_SALE.voucher}</label>
            <select id="bon-sprzedaz-voucher" name="voucher" defaultValue={values.voucher ?? vouchers[0]!.slug} {...described("voucher")}>
              {vouchers.map((voucher) => (
                <option key={voucher.slug} value={voucher.slug}>
                  {t(`${voucher.title} — ${formatPrice(voucher.price)}`)}
                </option>
              ))}
            </select>
            <FieldError id="bon-sprzedaz-voucher-blad" messages={errors.voucher} />
          </div>
          {PERSON.map((field) => (
            <div className="admin-field" key={field.name}>
              <label htmlFor={`bon-sprzedaz-${field.name}`}>{t(field.label)}</label>
              <input
                id={`bon-sprzedaz-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={values[field.name] ?? ""}
                {...described(field.name)}
                {...(field.name === "email" && !errors.email ? { "aria-describedby": "bon-sprzedaz-email-wskazowka" } : {})}
              />
              {field.name === "email" && (
                <p id="bon-sprzedaz-email-wskazowka" className="admin-lead">
                  {t(VOUCHER_SALE.emailHint)}
                </p>
              )}
              <FieldError id={`bon-sprzedaz-${field.name}-blad`} messages={errors[field.name]} />
            </div>
          ))}
          <div className="admin-field">
            <label htmlFor="bon-sprzedaz-dedication">{t(VOUCHER_FORM.labelsRecipient.dedication)}</label>
            <textarea
              id="bon-sprzedaz-dedication"
              name="dedication"
              rows={2}
              maxLength={VOUCHER_LIMITS.dedication}
              defaultValue={values.dedication ?? ""}
              {...described("dedication")}
            />
            <FieldError id="bon-sprzedaz-dedication-blad" messages={errors.dedication} />
          </div>
          <fieldset className="admin-field packages-choice">
            <legend>{VOUCHER_SALE.paid}</legend>
            {SALE_PAYMENT_CHOICES.map(([value, label]) => (
              <label key={value} htmlFor={`bon-platnosc-${value || "do-zaplaty"}`}>
                <input
                  id={`bon-platnosc-${value || "do-zaplaty"}`}
                  type="radio"
                  name="paid"
                  value={value}
                  defaultChecked={(values.paid ?? "") === value}
                  aria-describedby={value ? undefined : "bon-sprzedaz-paid-wskazowka"}
                />{" "}
                {label}
              </label>
            ))}
            <p id="bon-sprzedaz-paid-wskazowka" className="admin-lead">
              {t(VOUCHER_SALE.paidHint)}
            </p>
          </fieldset>
          <button type="submit" name="intent" value="sell" className="admin-button admin-button-primary">
            {VOUCHER_SALE.submit}
          </button>
        </Form>
      </details>
    </>
  );
}
