// "Powiadom mnie, gdy zwolni się termin": on /rezerwacja in place of the
// times when the chosen day is full. A plain form (without JavaScript it
// posts and comes back with the answer or the error beside the field).
import { useLayoutEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { EnquiryPrivacyNotice } from "~/enquiries";
import { Honeypot, SENT_BY_BUTTON } from "~/forms";
import { typeset as t } from "~/lib/typeset";
import type { DataController } from "~/site-content";
import { WAITLIST_EMAIL_MAX } from "./waitlist-limits";
import { WAITLIST_TEXTS, waitlistIntro } from "./waitlist.messages";

export type WaitlistFormProps = {
  /** Where it posts: the page with the day and service chosen. */
  action: string;
  day: string;
  service: string;
  submissionKey: string;
  stamp: string;
  email?: string;
  formError?: string;
  emailError?: string;
  /** The confirmation after joining (typeset here). */
  joined?: string;
  controller: DataController;
  /** A full group session's page: its own heading and lead instead of the day's. */
  texts?: { heading: string; intro: string };
};

export function WaitlistForm({ action, day, service, submissionKey, stamp, email, formError, emailError, joined, controller, texts }: WaitlistFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const answer = useRef<HTMLParagraphElement>(null);
  // The answer is read out first, whether the confirmation or why not.
  useLayoutEffect(() => {
    if (joined || formError) answer.current?.focus();
  }, [joined, formError, emailError]);
  return (
    <section aria-labelledby="lista-oczekujacych">
      <h2 id="lista-oczekujacych" className="booking-step-title" tabIndex={-1}>
        {texts?.heading ?? WAITLIST_TEXTS.heading}
      </h2>
      {joined ? (
        <p ref={answer} tabIndex={-1} role="status" className="booking-note booking-spaced">
          {t(joined)}
        </p>
      ) : (
        <Form method="post" action={action} noValidate className="enquiry-form" preventScrollReset>
          <p className="booking-note">{t(texts?.intro ?? waitlistIntro(day))}</p>
          {formError && (
            <p ref={answer} tabIndex={-1} role="alert" className="form-error">
              {t(formError)}
            </p>
          )}
          <input type="hidden" name="service" value={service} />
          <input type="hidden" name="day" value={day} />
          <input type="hidden" name="submissionKey" value={submissionKey} />
          <input type="hidden" name="stamp" value={stamp} />
          <div className="field">
            <label htmlFor="lista-email">{WAITLIST_TEXTS.email}</label>
            <input
              id="lista-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={WAITLIST_EMAIL_MAX}
              defaultValue={email ?? ""}
              required
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "lista-email-blad" : undefined}
            />
            {emailError && (
              <p id="lista-email-blad" className="field-error">
                {t(emailError)}
              </p>
            )}
          </div>
          <Honeypot id="lista-website" />
          <button type="submit" {...SENT_BY_BUTTON} className="button-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
            {sending ? WAITLIST_TEXTS.sending : WAITLIST_TEXTS.submit}
          </button>
          <EnquiryPrivacyNotice controller={controller} purpose={WAITLIST_TEXTS.privacyPurpose} without={WAITLIST_TEXTS.privacyWithout} />
        </Form>
      )}
    </section>
  );
}
