import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { adminPasswordHash, getAdminSession, startAdminSession } from "~/admin/index.server";
import { trustDevice, trustedDeviceOf } from "~/admin/index.server";
import { takeToast } from "~/admin/index.server";
import { AdminShell } from "~/admin";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { adminMeta } from "~/admin";
import { clientAddressContext } from "~/lib/request-context";
import { OPERATIONS_GUIDE_POINTER, SIGN_IN_FIELDS, signInSchema } from "~/admin";
import { withoutKey } from "~/lib/without-key";
import { readForm } from "~/lib/read-form.server";
import { logger } from "~/logger.server";
import { inMinutes } from "~/lib/polish-phrases";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";
import { checkSignIn, passwordWasChecked } from "~/admin/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Logowanie", matches);

/** Where the trainer lands after signing in: the agenda runs the day; the inbox is one tap away in the menu. */
const PANEL_START = href("/admin/kalendarz");

// The one inbox page open to everyone (the layout still hides it while the inbox is off).
export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdminSession(request)) throw redirect(PANEL_START);
  const { toast, headers } = await takeToast(request);
  return data({ toast }, { headers });
}

/** Any wrong pair gets the same words: they must not tell which half was wrong. */
const WRONG_PAIR = "Nieprawidłowy e-mail lub hasło.";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, SIGN_IN_FIELDS);
  if (!form.ok) {
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [form.message] } };
    return data({ result }, { status: form.status });
  }
  const submission = parseWithZod(form.fields, { schema: signInSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const device = await trustedDeviceOf(request);
  const outcome = await checkSignIn(
    await getDatabase(),
    { ...submission.value, clientAddress: context.get(clientAddressContext), device },
    { email: env.ADMIN_EMAIL ?? contentFor(context).business.email, passwordHash: adminPasswordHash() },
  );
  // An audit line per attempt (ASVS 7.2): its outcome only; the request's own line has the masked address.
  logger.info({ signIn: outcome.ok ? "ok" : outcome.reason, passwordChecked: passwordWasChecked(outcome), trustedDevice: device !== null }, "sign-in attempt");
  if (outcome.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", await startAdminSession({ remembered: submission.value.remember === "on", userAgent: request.headers.get("User-Agent") }));
    headers.append("Set-Cookie", await trustDevice(device));
    return redirect(PANEL_START, { status: 303, headers });
  }
  if (outcome.reason === "busy") {
    const message = "Serwer sprawdza teraz wiele logowań naraz. Spróbuj ponownie za kilka sekund.";
    return data({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status: 503, headers: { "Retry-After": "5" } });
  }
  if (outcome.reason === "locked") {
    const minutes = Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / 60_000));
    const message = `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie ${inMinutes(minutes)}.`;
    return data({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status: 429 });
  }
  return data({ result: submission.reply({ formErrors: [WRONG_PAIR], hideFields: ["password"] }) }, { status: 400 });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const signingIn = navigation.state !== "idle" && navigation.formAction === href("/admin/logowanie");
  const [form, fields] = useForm<{ email: string; password: string; remember?: "on" }>({
    id: "logowanie",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const errorOf = (field: { errors?: string[]; errorId: string }) =>
    field.errors?.length ? (
      <p id={field.errorId} className="field-error">
        {t(field.errors[0]!)}
      </p>
    ) : null;

  return (
    <AdminShell signedIn={false} toast={loaderData.toast}>
      <div className="admin-sign-in">
        <h1 className="admin-heading">Logowanie</h1>
        <p className="admin-lead">
          {t("Tu odpowiadasz na zapytania z formularza kontaktowego, prowadzisz kalendarz rezerwacji i zmieniasz teksty oraz zdjęcia strony.")}
        </p>
        <Form method="post" className="admin-form" {...getFormProps(form)}>
          {form.errors?.length ? (
            <p id={form.errorId} role="alert" className="form-error">
              {t(form.errors[0]!)}
            </p>
          ) : null}
          <div className="admin-field">
            <label htmlFor={fields.email.id}>E-mail</label>
            <input {...withoutKey(getInputProps(fields.email, { type: "email" }))} autoComplete="username" required />
            {errorOf(fields.email)}
          </div>
          <div className="admin-field">
            <label htmlFor={fields.password.id}>Hasło</label>
            <input {...withoutKey(getInputProps(fields.password, { type: "password" }))} autoComplete="current-password" required />
            {errorOf(fields.password)}
          </div>
          <div className="admin-field">
            <input {...withoutKey(getInputProps(fields.remember, { type: "checkbox", value: "on" }))} aria-describedby="zapamietaj-opis" />
            <label htmlFor={fields.remember.id}>Zapamiętaj to urządzenie</label>
            <p id="zapamietaj-opis" className="text-muted">
              {t(
                "Na własnym telefonie: panel otworzy się bez logowania przez 90 dni od ostatniego użycia, a o hasło poprosi raz w roku. Na cudzym komputerze nie zaznaczaj.",
              )}
            </p>
          </div>
          <button type="submit" className="admin-button admin-button-primary admin-button-wide" disabled={signingIn}>
            {signingIn ? "Logowanie…" : "Zaloguj się"}
          </button>
        </Form>
        <ForgottenPassword />
      </div>
    </AdminShell>
  );
}

/**
 * What to do without the password: only whoever runs the server can set a
 * new one, so the trainer gets the words and that person the commands
 * (docs/operations.md says the same at more length).
 */
function ForgottenPassword() {
  return (
    <details className="admin-help">
      <summary>Nie pamiętasz hasła?</summary>
      <p>
        {t(
          "Hasła nie da się odzyskać ani zmienić w panelu: serwer nie zna samego hasła, tylko jego skrót, z którego hasła nie da się odczytać. Nowe hasło ustawi osoba, która prowadzi serwer strony. Przekaż jej to:",
        )}
      </p>
      <ol>
        <li>
          {t("W katalogu strony, na serwerze albo na komputerze z kodem strony:")}
          <pre>npm run --silent admin:hash</pre>
          {t("Polecenie dwa razy zapyta o nowe hasło (co najmniej 12 znaków) i wypisze jego skrót.")}
        </li>
        <li>
          {t("Skrót wpisz w pliku .env jako:")}
          <pre>ADMIN_PASSWORD_HASH=&apos;…&apos;</pre>
          {t("i uruchom serwer ponownie. Wszystkie zalogowane urządzenia zostaną wylogowane.")}
        </li>
      </ol>
      <p>
        {t(
          "Po pięciu nieudanych próbach panel wstrzymuje logowanie na 15 minut (z urządzenia, na którym jeszcze się nie logowano, czasem dłużej, najwyżej na godzinę) i mówi, za ile minut spróbować ponownie. Jeśli nie możesz czekać, osoba, która prowadzi serwer, zdejmie blokadę od razu poleceniem:",
        )}
      </p>
      <pre>npm run admin:unlock</pre>
      <p>{t(OPERATIONS_GUIDE_POINTER)}</p>
    </details>
  );
}
