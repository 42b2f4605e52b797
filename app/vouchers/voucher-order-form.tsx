// The order form of /bon-podarunkowy for the chosen voucher: the buyer, an
// optional recipient and dedication for the PDF, and the terms of a paid order
// before the button. Without JavaScript it posts as a plain form and comes
// back with everything kept.
import { useLayoutEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { BOOKING_LIMITS, ContractSummary, type ContractInfo } from "~/bookings";
import { EnquiryPrivacyNotice } from "~/enquiries";
import { Honeypot, SENT_BY_BUTTON } from "~/forms";
import { typeset as t } from "~/lib/typeset";
import type { DataController } from "~/site-content";
import { VOUCHER_LIMITS } from "./voucher-limits";
import type { VoucherValues } from "./voucher-request";
import type { VOUCHER_FORM } from "./vouchers.messages";

type VoucherOrderFormProps = {
  action: string;
  voucher: string;
  submissionKey: string;
  stamp: string;
  values: VoucherValues;
  fieldErrors: Record<string, string[]>;
  formError?: string;
  contract: ContractInfo;
  controller: DataController;
  /** The form's words, sent with the page's data (the route's loader): in the HTML anyway, and out of its script. */
  words: typeof VOUCHER_FORM;
};

// Its own copy of the person's fields, not bookings' PersonFields: that shared chunk put
// /bon-podarunkowy 25 B over the minimal React Router page's JS (audit, 27 November).
const buyerFields = (labels: (typeof VOUCHER_FORM)["labels"]) =>
  [
    { name: "name", label: labels.name, type: "text", autoComplete: "name", max: BOOKING_LIMITS.name },
    { name: "email", label: labels.email, type: "email", autoComplete: "email", max: BOOKING_LIMITS.email },
    { name: "phone", label: labels.phone, type: "tel", autoComplete: "tel", max: BOOKING_LIMITS.phone },
  ] as const;

export function VoucherOrderForm({
  action,
  voucher,
  submissionKey,
  stamp,
  values,
  fieldErrors,
  formError,
  contract,
  controller,
  words,
}: VoucherOrderFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(action) === true;
  const errorSummary = useRef<HTMLParagraphElement>(null);
  // After a refused submission, the visitor hears why first.
  useLayoutEffect(() => {
    if (formError) errorSummary.current?.focus();
  }, [formError, fieldErrors]);
  const errorOf = (name: string) => fieldErrors[name]?.[0];
  const described = (name: string, hint?: string) => {
    const ids = [errorOf(name) ? `bon-${name}-blad` : undefined, hint].filter(Boolean).join(" ");
    return { ...(errorOf(name) ? { "aria-invalid": true } : {}), ...(ids ? { "aria-describedby": ids } : {}) };
  };
  const error = (name: string) =>
    errorOf(name) && (
      <p id={`bon-${name}-blad`} className="field-error">
        {t(errorOf(name)!)}
      </p>
    );

  return (
    <Form method="post" action={action} noValidate className="enquiry-form" preventScrollReset>
      {formError && (
        <p ref={errorSummary} tabIndex={-1} role="alert" className="form-error">
          {t(formError)}
        </p>
      )}
      <input type="hidden" name="voucher" value={voucher} />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <input type="hidden" name="stamp" value={stamp} />
      {error("voucher")}
      <h3 className="booking-step-title">{t(words.buyer)}</h3>
      {buyerFields(words.labels).map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`bon-${field.name}`}>{t(field.label)}</label>
          <input
            id={`bon-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.max}
            defaultValue={values[field.name] ?? ""}
            required
            {...described(field.name)}
          />
          {error(field.name)}
        </div>
      ))}
      <h3 className="booking-step-title">{t(words.recipient)}</h3>
      <div className="field">
        <label htmlFor="bon-recipientName">{t(words.labelsRecipient.name)}</label>
        <input
          id="bon-recipientName"
          name="recipientName"
          type="text"
          autoComplete="off"
          maxLength={VOUCHER_LIMITS.recipientName}
          defaultValue={values.recipientName ?? ""}
          {...described("recipientName")}
        />
        {error("recipientName")}
      </div>
      <div className="field">
        <label htmlFor="bon-dedication">{t(words.labelsRecipient.dedication)}</label>
        <textarea
          id="bon-dedication"
          name="dedication"
          rows={2}
          maxLength={VOUCHER_LIMITS.dedication}
          defaultValue={values.dedication ?? ""}
          {...described("dedication", "bon-dedication-wskazowka")}
        />
        <p id="bon-dedication-wskazowka" className="text-sm text-muted">
          {t(words.dedicationHint)}
        </p>
        {error("dedication")}
      </div>
      <Honeypot id="bon-website" />
      <h3 className="booking-step-title">{t(words.summary)}</h3>
      <ContractSummary info={contract} />
      <button type="submit" {...SENT_BY_BUTTON} className="button-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
        {t(sending ? words.sending : words.submit)}
      </button>
      <EnquiryPrivacyNotice controller={controller} purpose={words.privacyPurpose} without={words.privacyWithout} />
    </Form>
  );
}
