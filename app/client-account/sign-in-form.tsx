// "Twój e-mail" → a one-time link by mail. A plain form: it works without
// JavaScript, and its error is beside the field, named by it.
import { Form, useNavigation } from "react-router";
import { Honeypot, SENT_BY_BUTTON } from "~/forms";
import { typeset as t } from "~/lib/typeset";
import { AFTER_SIGN_IN_PARAM, type AfterSignIn } from "./after-sign-in";
import { SIGN_IN } from "./client-account.messages";

export type SignInFormProps = {
  submissionKey: string;
  stamp: string;
  email: string;
  fieldError?: string;
  formError?: string;
  /** The page of /moje-treningi the link is to lead to (after-sign-in.ts). */
  next?: AfterSignIn | null;
};

export function SignInForm({ submissionKey, stamp, email, fieldError, formError, next }: SignInFormProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="enquiry-form mt-8 max-w-md" noValidate>
      <input type="hidden" name="intent" value="link" />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <input type="hidden" name="stamp" value={stamp} />
      {next && <input type="hidden" name={AFTER_SIGN_IN_PARAM} value={next} />}
      {formError && (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      )}
      <div className="field">
        <label htmlFor="moje-treningi-email">{SIGN_IN.emailLabel}</label>
        <input
          id="moje-treningi-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          defaultValue={email}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "moje-treningi-email-blad" : undefined}
        />
        {fieldError && (
          <p id="moje-treningi-email-blad" className="field-error">
            {t(fieldError)}
          </p>
        )}
      </div>
      <Honeypot id="moje-treningi-website" />
      <button type="submit" {...SENT_BY_BUTTON} className="button-primary" disabled={sending}>
        {SIGN_IN.submit}
      </button>
    </Form>
  );
}
