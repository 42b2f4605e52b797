// The last step of /rezerwacja: who is coming. The form also carries the
// chosen time (the radio group before it), the service and the form's tokens;
// without JavaScript it posts as a plain form and comes back with everything kept.
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { BOOKING_LIMITS, type BookingValues } from "~/bookings/booking-limits";
import { PersonFields } from "~/bookings/person-fields";
import { EnquiryPrivacyNotice } from "~/enquiries";
import { Honeypot, SENT_BY_BUTTON } from "~/forms";
import { TimeStep, type TimeStepProps } from "./booking-time-step";
import { ContractSummary, type ContractInfo } from "./contract-summary";
import { SENDING, SUBMIT, SUBMIT_PAID_BY_VOUCHER, SUMMARY_TITLE, type OrderKind } from "./contract.messages";
import type { AppliedVoucher } from "./voucher-seam";
import { typeset as t } from "~/lib/typeset";
import type { DataController } from "~/site-content";
import { EARLY_START_CONSENT } from "~/terms";
import { ReviewConsentBox } from "./review-consent-box";
import { VoucherCodeField, withVoucher } from "./voucher-code-field";

type BookingFormProps = {
  service: string;
  /** Where it posts: the page with the day chosen, so that a refusal comes back with the day's times (also without JavaScript). */
  action: string;
  submissionKey: string;
  stamp: string;
  values: BookingValues;
  fieldErrors: Record<string, string[]>;
  formError?: string;
  /** The time step's choices, inside the form. */
  time: TimeStepProps;
  /** Named in the privacy notice under the button. */
  controller: DataController;
  order: BookingOrder;
  /** A service with places: the companion's fields (groups' CompanionFields, passed in by the page: bookings must not import groups). */
  companion?: ReactNode;
  /** A gift voucher's code checked ("Zastosuj bon"): what it pays and what is left, said before the button. */
  applied?: AppliedVoucher;
};

/** What the form orders: a free or paid session, or a package with its first session; a paid one says its terms before the button. */
export type BookingOrder = {
  kind: OrderKind;
  /** The price-list package ordered with this first session. */
  packageSlug: string | null;
  contract: ContractInfo | null;
  /** The separate, unticked request to start within the 14 days for withdrawal: shown when the day chosen falls within them. */
  askEarlyStart: boolean;
};

const PERSON_LABELS = { name: "Imię i nazwisko", email: "E-mail", phone: "Telefon" };

export function BookingForm({
  service,
  action,
  submissionKey,
  stamp,
  values,
  fieldErrors,
  formError,
  time,
  controller,
  order,
  companion,
  applied,
}: BookingFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/rezerwacja") === true;
  const errorSummary = useRef<HTMLParagraphElement>(null);
  // After a refused submission, the visitor hears why first.
  useLayoutEffect(() => {
    if (formError) errorSummary.current?.focus();
  }, [formError, fieldErrors]);
  const errorOf = (name: string) => fieldErrors[name]?.[0];
  const submit = (
    <>
      <button type="submit" {...SENT_BY_BUTTON} className="button-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
        {sending ? SENDING[order.kind] : applied?.toPay === 0 ? SUBMIT_PAID_BY_VOUCHER[order.kind] : SUBMIT[order.kind]}
      </button>
      <EnquiryPrivacyNotice
        controller={controller}
        purpose="aby zarezerwować termin, potwierdzić go i przypomnieć o nim"
        without="nie mogę przyjąć rezerwacji"
      />
    </>
  );

  return (
    <Form method="post" action={action} noValidate className="enquiry-form" preventScrollReset>
      {formError && (
        <p ref={errorSummary} tabIndex={-1} role="alert" className="form-error">
          {t(formError)}
        </p>
      )}
      {/* The form's default button, first in its order: Enter in a field sends the booking, not "Zastosuj bon" below. */}
      <button type="submit" {...SENT_BY_BUTTON} hidden tabIndex={-1} />
      <input type="hidden" name="service" value={service} />
      <input type="hidden" name="voucherShown" value={values.voucherShown ?? ""} />
      {order.packageSlug && <input type="hidden" name="package" value={order.packageSlug} />}
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <input type="hidden" name="stamp" value={stamp} />
      <TimeStep {...time} />
      <section aria-labelledby="dane">
        <h2 id="dane" className="booking-step-title">
          4. Twoje dane
        </h2>
        <div className="enquiry-form">
          <PersonFields idPrefix="rezerwacja" labels={PERSON_LABELS} values={values} errorOf={errorOf} />
          {companion}
          <div className="field">
            <label htmlFor="rezerwacja-notes">
              Uwagi <span className="font-normal text-muted">(nieobowiązkowo)</span>
            </label>
            <textarea
              id="rezerwacja-notes"
              name="notes"
              rows={3}
              maxLength={BOOKING_LIMITS.notes}
              defaultValue={values.notes ?? ""}
              aria-describedby="rezerwacja-notes-wskazowka"
            />
            <p id="rezerwacja-notes-wskazowka" className="text-sm text-muted">
              {t("Nie podawaj informacji o zdrowiu — porozmawiamy o nich na spotkaniu.")}
            </p>
            {errorOf("notes") && <p className="field-error">{t(errorOf("notes")!)}</p>}
          </div>
          <ReviewConsentBox checked={values.reviewConsent === "on"} />
          {order.kind !== "free" && <VoucherCodeField value={values.voucherCode ?? ""} error={errorOf("voucherCode")} applied={applied} />}
          <Honeypot id="rezerwacja-website" />
          {!order.contract && submit}
        </div>
      </section>
      {order.contract && (
        <section aria-labelledby="podsumowanie">
          <h2 id="podsumowanie" className="booking-step-title">
            {SUMMARY_TITLE}
          </h2>
          <div className="enquiry-form">
            <ContractSummary info={applied ? withVoucher(order.contract, applied) : order.contract} />
            {order.askEarlyStart && <EarlyStartConsent checked={values.earlyStart === "on"} error={errorOf("earlyStart")} />}
            {submit}
          </div>
        </section>
      )}
    </Form>
  );
}

/** The client's explicit request to start a package within the 14 days for withdrawal (art. 15 ust. 3): separate and unticked. */
function EarlyStartConsent({ checked, error }: { checked: boolean; error?: string }) {
  return (
    <div className="field">
      <label className="booking-check">
        <input
          type="checkbox"
          name="earlyStart"
          value="on"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "rezerwacja-earlyStart-blad" : undefined}
        />
        <span>{t(EARLY_START_CONSENT)}</span>
      </label>
      {error && (
        <p id="rezerwacja-earlyStart-blad" className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
