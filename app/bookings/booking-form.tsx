// The last step of /rezerwacja: who is coming. The form also carries the
// chosen time (the radio group before it), the service and the form's tokens;
// without JavaScript it posts as a plain form and comes back with everything kept.
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { BOOKING_LIMITS, type BookingValues } from "~/bookings/booking-limits";
import { EnquiryPrivacyNotice } from "~/enquiries";
import { Honeypot } from "~/forms";
import { TimeStep, type TimeStepProps } from "./booking-time-step";
import { typeset as t } from "~/lib/typeset";
import type { DataController } from "~/site-content";

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
};

const FIELDS = [
  { name: "name", label: "Imię i nazwisko", type: "text", autoComplete: "name", max: BOOKING_LIMITS.name },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email", max: BOOKING_LIMITS.email },
  { name: "phone", label: "Telefon", type: "tel", autoComplete: "tel", max: BOOKING_LIMITS.phone },
] as const;

export function BookingForm({ service, action, submissionKey, stamp, values, fieldErrors, formError, time, controller }: BookingFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/rezerwacja") === true;
  const errorSummary = useRef<HTMLParagraphElement>(null);
  // After a refused submission, the visitor hears why first.
  useEffect(() => {
    if (formError) errorSummary.current?.focus();
  }, [formError, fieldErrors]);
  const errorOf = (name: string) => fieldErrors[name]?.[0];

  return (
    <Form method="post" action={action} noValidate className="enquiry-form" preventScrollReset>
      {formError && (
        <p ref={errorSummary} tabIndex={-1} role="alert" className="form-error">
          {t(formError)}
        </p>
      )}
      <input type="hidden" name="service" value={service} />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <input type="hidden" name="stamp" value={stamp} />
      <TimeStep {...time} />
      <section aria-labelledby="dane">
        <h2 id="dane" className="booking-step-title">
          4. Twoje dane
        </h2>
        <div className="enquiry-form">
          {FIELDS.map((field) => (
            <div className="field" key={field.name}>
              <label htmlFor={`rezerwacja-${field.name}`}>{t(field.label)}</label>
              <input
                id={`rezerwacja-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.max}
                defaultValue={values[field.name] ?? ""}
                required
                aria-invalid={errorOf(field.name) ? true : undefined}
                aria-describedby={errorOf(field.name) ? `rezerwacja-${field.name}-blad` : undefined}
              />
              {errorOf(field.name) && (
                <p id={`rezerwacja-${field.name}-blad`} className="field-error">
                  {t(errorOf(field.name)!)}
                </p>
              )}
            </div>
          ))}
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
          <Honeypot id="rezerwacja-website" />
          <button type="submit" className="button-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
            {sending ? "Rezerwowanie…" : "Zarezerwuj"}
          </button>
          <EnquiryPrivacyNotice
            controller={controller}
            purpose="aby zarezerwować termin, potwierdzić go i przypomnieć o nim"
            without="nie mogę przyjąć rezerwacji"
          />
        </div>
      </section>
    </Form>
  );
}
