import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { ENQUIRY_LIMITS } from "~/enquiries/enquiry-limits";
import type { enquirySchema } from "~/enquiries/enquiry-schema";
import { FREE_CONSULTATION } from "~/enquiries/free-consultation";
import type { ServiceOptions } from "~/enquiries/service-options";
import { withoutKey } from "~/lib/without-key";
import { EnquiryPrivacyNotice } from "./enquiry-privacy-notice";
import { Honeypot } from "./honeypot";
import { useFormTokens } from "./use-form-tokens";
import type { DataController } from "~/site-content/data-controller";
import { typeset as t } from "~/lib/typeset";

/** The form's id: the inputs a cached page's response adds name it. */
export const ENQUIRY_FORM_ID = "zapytanie";

type EnquiryFields = z.input<ReturnType<typeof enquirySchema>>;
type Validate = NonNullable<Parameters<typeof useForm<EnquiryFields>>[0]["onValidate"]>;

/**
 * The schema and its Zod runtime (about 27 KB) are fetched when the visitor
 * first touches the form, not with the page: most visitors of the contact
 * page call or write an e-mail instead. Until they arrive (well before a
 * field is typed in), the server checks the form, as it always does.
 */
function useClientValidation(serviceSlugs: string[]): { validate: Validate | undefined; load: () => void } {
  const [validate, setValidate] = useState<Validate>();
  const requested = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void Promise.all([import("~/enquiries/enquiry-schema"), import("@conform-to/zod/v4")]).then(([module, { parseWithZod }]) => {
      const schema = module.enquirySchema(serviceSlugs);
      // The adapter types its result a little wider than useForm asks for.
      const validate = (({ formData }: { formData: FormData }) => parseWithZod(formData, { schema })) as Validate;
      if (mounted.current) setValidate(() => validate);
    });
  }, [serviceSlugs]);
  return { validate, load };
}

type EnquiryFormProps = {
  /** The "Usługa" list, from the page's loader. */
  services: ServiceOptions;
  /** Null when the page came from the page cache: its response added them (useFormTokens). */
  submissionKey: string | null;
  stamp: string | null;
  preselectedService: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Named in the privacy notice under the form. */
  controller: DataController;
};

/**
 * The contact form. The same schema checks it here (inline errors, focus on
 * the first wrong field) and on the server; without JavaScript it posts as a
 * plain form and comes back with the errors and everything typed kept.
 */
export function EnquiryForm({ services, submissionKey, stamp, preselectedService, lastResult, controller }: EnquiryFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/kontakt";
  const serviceSlugs = useMemo(() => services.flatMap((option) => option.items.map((item) => item.slug)), [services]);
  const { validate: onValidate, load: loadValidation } = useClientValidation(serviceSlugs);
  const tokens = useFormTokens(ENQUIRY_FORM_ID, submissionKey, stamp);
  const [form, fields] = useForm<EnquiryFields>({
    id: ENQUIRY_FORM_ID,
    lastResult,
    defaultValue: { service: preselectedService ?? "" },
    // Until the schema has arrived, Conform would check a field on blur by
    // posting the form to the server: the form is then checked on submit only.
    shouldValidate: onValidate ? "onBlur" : "onSubmit",
    shouldRevalidate: onValidate ? "onInput" : "onSubmit",
    onValidate,
  });
  const errorOf = (field: { errors?: string[]; errorId: string }) =>
    field.errors?.length ? (
      <p id={field.errorId} className="field-error">
        {t(field.errors[0]!)}
      </p>
    ) : null;

  return (
    <Form
      method="post"
      action="/kontakt"
      className="enquiry-form"
      {...getFormProps(form)}
      onFocus={loadValidation}
      onPointerDown={loadValidation}
    >
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="form-error">
          {t(form.errors[0]!)}
        </p>
      ) : null}
      {tokens && (
        <>
          <input type="hidden" name="submissionKey" value={tokens.submissionKey} />
          <input type="hidden" name="stamp" value={tokens.stamp} />
        </>
      )}

      <div className="field">
        <label htmlFor={fields.name.id}>{t("Imię i nazwisko")}</label>
        <input
          {...withoutKey(getInputProps(fields.name, { type: "text" }))}
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name}
          required
        />
        {errorOf(fields.name)}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="field">
          <label htmlFor={fields.email.id}>E-mail</label>
          <input
            {...withoutKey(getInputProps(fields.email, { type: "email" }))}
            autoComplete="email"
            maxLength={ENQUIRY_LIMITS.email}
            required
          />
          {errorOf(fields.email)}
        </div>
        <div className="field">
          <label htmlFor={fields.phone.id}>
            Telefon <span className="font-normal text-muted">(nieobowiązkowo)</span>
          </label>
          <input
            {...withoutKey(getInputProps(fields.phone, { type: "tel" }))}
            autoComplete="tel"
            inputMode="tel"
            maxLength={ENQUIRY_LIMITS.phone}
          />
          {errorOf(fields.phone)}
        </div>
      </div>

      <div className="field">
        <label htmlFor={fields.service.id}>Usługa</label>
        <select {...withoutKey(getSelectProps(fields.service))}>
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
        {errorOf(fields.service)}
      </div>

      <div className="field">
        <label htmlFor={fields.message.id}>Wiadomość</label>
        <textarea
          {...withoutKey(getTextareaProps(fields.message))}
          rows={6}
          maxLength={ENQUIRY_LIMITS.message}
          required
          aria-describedby={[fields.message.errors?.length ? fields.message.errorId : null, "wiadomosc-wskazowka"].filter(Boolean).join(" ")}
        />
        <p id="wiadomosc-wskazowka" className="text-sm text-muted">
          {t(
            "Napisz, jaki masz cel i ile czasu możesz poświęcić na trening. Nie podawaj informacji o zdrowiu — porozmawiamy o nich na konsultacji.",
          )}
        </p>
        {errorOf(fields.message)}
      </div>

      <Honeypot id="website" />

      <button type="submit" className="button-primary w-full sm:w-auto" disabled={sending} aria-disabled={sending}>
        {sending ? "Wysyłanie…" : "Wyślij wiadomość"}
      </button>

      <EnquiryPrivacyNotice controller={controller} />
    </Form>
  );
}
