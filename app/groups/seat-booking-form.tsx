// The form of /zajecia/:id: who is coming, an optional companion (whose name
// is then required), a gift voucher's code ("Zastosuj bon": the summary then
// says what it pays and what is left), and the terms of a paid order before the button. Without
// JavaScript it posts as a plain form and comes back with everything kept.
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import {
  BOOKING_LIMITS,
  ContractSummary,
  type AppliedVoucher,
  type ContractInfo,
  PersonFields,
  SENDING,
  SUBMIT,
  SUBMIT_PAID_BY_VOUCHER,
  VoucherCodeField,
  withVoucher,
  ReviewConsentBox,
} from "~/bookings";
import { EnquiryPrivacyNotice } from "~/enquiries";
import { Honeypot, SENT_BY_BUTTON } from "~/forms";
import { typeset as t } from "~/lib/typeset";
import type { DataController } from "~/site-content";
import { CompanionFields } from "./companion-fields";
import { SEAT_FORM } from "./groups-public.messages";
import type { SeatValues } from "./seat-request";

type SeatBookingFormProps = {
  action: string;
  /** Shown under the refusal: the next sessions with seats when this one is full. */
  alternatives?: ReactNode;
  submissionKey: string;
  stamp: string;
  values: SeatValues;
  fieldErrors: Record<string, string[]>;
  formError?: string;
  /** A gift voucher's code checked: what it pays and what is left to pay. */
  applied?: AppliedVoucher;
  contract: ContractInfo | null;
  controller: DataController;
};

export function SeatBookingForm(props: SeatBookingFormProps) {
  const { action, alternatives, submissionKey, stamp, values, fieldErrors, formError, applied, contract, controller } = props;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(action) === true;
  const errorSummary = useRef<HTMLParagraphElement>(null);
  // After a refused submission, the visitor hears why first.
  useLayoutEffect(() => {
    if (formError) errorSummary.current?.focus();
  }, [formError, fieldErrors]);
  const errorOf = (name: string) => fieldErrors[name]?.[0];
  const kind = contract ? "session" : "free";
  const described = (name: string) => (errorOf(name) ? { "aria-invalid": true, "aria-describedby": `miejsce-${name}-blad` } : {});
  const error = (name: string) =>
    errorOf(name) && (
      <p id={`miejsce-${name}-blad`} className="field-error">
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
      {alternatives}
      {/* The form's default button, first in its order: Enter in a field books the seat, not "Zastosuj bon" below. */}
      <button type="submit" {...SENT_BY_BUTTON} hidden tabIndex={-1} />
      <input type="hidden" name="voucherShown" value={values.voucherShown ?? ""} />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <input type="hidden" name="stamp" value={stamp} />
      <h2 className="booking-step-title">{t(SEAT_FORM.heading)}</h2>
      <PersonFields idPrefix="miejsce" labels={SEAT_FORM.labels} values={values} errorOf={errorOf} />
      <CompanionFields idPrefix="miejsce" values={values} nameError={errorOf("companionName")} />
      <div className="field">
        <label htmlFor="miejsce-notes">
          {SEAT_FORM.labels.notes} <span className="font-normal text-muted">{SEAT_FORM.labels.optional}</span>
        </label>
        <textarea id="miejsce-notes" name="notes" rows={3} maxLength={BOOKING_LIMITS.notes} defaultValue={values.notes ?? ""} {...described("notes")} />
        {error("notes")}
      </div>
      <ReviewConsentBox checked={values.reviewConsent === "on"} />
      {contract && <VoucherCodeField value={values.voucherCode ?? ""} error={errorOf("voucherCode")} applied={applied} />}
      <Honeypot id="miejsce-website" />
      {contract && (
        <>
          <h2 className="booking-step-title">{t(SEAT_FORM.summary)}</h2>
          <ContractSummary info={applied ? withVoucher(contract, applied) : contract} />
        </>
      )}
      <button type="submit" {...SENT_BY_BUTTON} className="button-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
        {t(sending ? SENDING[kind] : applied?.toPay === 0 ? SUBMIT_PAID_BY_VOUCHER[kind] : SUBMIT[kind])}
      </button>
      <EnquiryPrivacyNotice controller={controller} purpose={SEAT_FORM.privacyPurpose} without={SEAT_FORM.privacyWithout} />
    </Form>
  );
}
