import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { ENQUIRY_FORM_ID } from "~/enquiries/enquiry-form-id";
import { ENQUIRY_LIMITS } from "~/enquiries/enquiry-limits";
import { FREE_CONSULTATION } from "~/enquiries/free-consultation";
import type { ServiceOptions } from "~/enquiries/service-options";
import { EnquiryPrivacyNotice } from "./enquiry-privacy-notice";
import { Honeypot, SENT_BY_BUTTON } from "~/forms";
import { useEnquiryChecks, type EnquiryRefusal } from "./use-enquiry-checks";
import type { DataController } from "~/site-content";
import { typeset as t } from "~/lib/typeset";

type EnquiryFormProps = {
  /** The "Usługa" list, from the page's loader. */
  services: ServiceOptions;
  /** The submission key and its signed stamp, fresh for each rendered form (form-tokens.server.ts). */
  submissionKey: string;
  stamp: string;
  preselectedService: string | null;
  /** The server's answer to a refused submission. */
  refusal: EnquiryRefusal | undefined;
  /** Named in the privacy notice under the form. */
  controller: DataController;
};

/**
 * The contact form. The same schema checks it here (inline errors, focus on
 * the first wrong field) and on the server; without JavaScript it posts as a
 * plain form and comes back with the errors and everything typed kept.
 */
export function EnquiryForm({ services, submissionKey, stamp, preselectedService, refusal, controller }: EnquiryFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/kontakt";
  const serviceSlugs = useMemo(() => services.flatMap((option) => option.items.map((item) => item.slug)), [services]);
  const { errors, formError, formProps } = useEnquiryChecks(serviceSlugs, refusal);
  const errorId = (name: string) => `${ENQUIRY_FORM_ID}-${name}-blad`;
  const wrong = (name: string) => (errors[name]?.length ?? 0) > 0;
  const field = (name: string) => ({
    id: `${ENQUIRY_FORM_ID}-${name}`,
    name,
    defaultValue: refusal?.values[name] ?? (name === "service" ? (preselectedService ?? "") : undefined),
    "aria-invalid": wrong(name) || undefined,
    "aria-describedby": wrong(name) ? errorId(name) : undefined,
  });
  const errorOf = (name: string) =>
    wrong(name) ? (
      <p id={errorId(name)} className="field-error">
        {t(errors[name]![0]!)}
      </p>
    ) : null;

  return (
    <Form method="post" action="/kontakt" className="enquiry-form" id={ENQUIRY_FORM_ID} {...formProps}>
      {formError ? (
        <p role="alert" className="form-error">
          {t(formError)}
        </p>
      ) : null}
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <input type="hidden" name="stamp" value={stamp} />

      <div className="field">
        <label htmlFor={field("name").id}>{t("Imię i nazwisko")}</label>
        <input type="text" {...field("name")} autoComplete="name" maxLength={ENQUIRY_LIMITS.name} required />
        {errorOf("name")}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="field">
          <label htmlFor={field("email").id}>E-mail</label>
          <input type="email" {...field("email")} autoComplete="email" maxLength={ENQUIRY_LIMITS.email} required />
          {errorOf("email")}
        </div>
        <div className="field">
          <label htmlFor={field("phone").id}>
            Telefon <span className="font-normal text-muted">(nieobowiązkowo)</span>
          </label>
          <input type="tel" {...field("phone")} autoComplete="tel" inputMode="tel" maxLength={ENQUIRY_LIMITS.phone} />
          {errorOf("phone")}
        </div>
      </div>

      <div className="field">
        <label htmlFor={field("service").id}>Usługa</label>
        <select {...field("service")}>
          <option value="">{FREE_CONSULTATION}</option>
          {services.map((option) => (
            <optgroup key={option.group} label={option.group}>
              {option.items.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {errorOf("service")}
      </div>

      <div className="field">
        <label htmlFor={field("message").id}>Wiadomość</label>
        <textarea
          {...field("message")}
          rows={6}
          maxLength={ENQUIRY_LIMITS.message}
          required
          aria-describedby={[wrong("message") ? errorId("message") : null, "wiadomosc-wskazowka"].filter(Boolean).join(" ")}
        />
        <p id="wiadomosc-wskazowka" className="text-sm text-muted">
          {t("Napisz, jaki masz cel i ile czasu możesz poświęcić na trening. Nie podawaj informacji o zdrowiu — porozmawiamy o nich na konsultacji.")}
        </p>
        {errorOf("message")}
      </div>

      <Honeypot id="website" />

      <button type="submit" {...SENT_BY_BUTTON} className="button-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
        {sending ? "Wysyłanie…" : "Wyślij wiadomość"}
      </button>

      <EnquiryPrivacyNotice controller={controller} />
    </Form>
  );
}
