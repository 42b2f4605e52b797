import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Link, useMatches } from "react-router";
import type { PublicChromeHandle } from "~/hooks/use-public-chrome";
import { useSiteBusiness } from "~/hooks/use-site-chrome";
import { telHref } from "~/lib/contact-links";
import { normalizeError } from "~/lib/normalize-error";
import { typeset as t } from "~/lib/typeset";

type ErrorPageProps = { error: unknown };

/** What a visitor sees for any error: the message and the status. */
export function ErrorPage({ error }: ErrorPageProps) {
  return (
    <ErrorBoundary FallbackComponent={ErrorPageFallback}>
      <ErrorDetails error={error} />
    </ErrorBoundary>
  );
}

function ErrorDetails({ error }: ErrorPageProps) {
  const { status, message } = normalizeError(error);
  // An error inside the signed-in inbox is the trainer's: calling the trainer would not help.
  const inInbox = useMatches().some((match) => (match.handle as PublicChromeHandle | undefined)?.publicChrome === false);
  const business = useSiteBusiness();
  return (
    <main id="tresc" className="container-page flex flex-1 flex-col items-start justify-center gap-6 py-20">
      <p className="text-sm font-bold tracking-widest text-accent-text uppercase">Błąd {status}</p>
      <h1 className="heading-1">{message}</h1>
      {status === 404 ? (
        <p className="max-w-prose text-lg text-muted">
          {t("Strona, której szukasz, nie istnieje albo zmieniła adres. Sprawdź adres albo zacznij od strony głównej.")}
        </p>
      ) : inInbox ? (
        <p className="max-w-prose text-lg text-muted">
          {t(
            "Spróbuj ponownie za chwilę. Jeśli błąd się powtarza, przekaż osobie, która prowadzi serwer, kiedy wystąpił i co robisz: szczegóły są w dzienniku serwera.",
          )}
        </p>
      ) : !business ? (
        // A page whose root loader did not run has no phone number to give:
        // the same generic advice on the server and in the browser.
        <p className="max-w-prose text-lg text-muted">{t("Spróbuj ponownie za chwilę.")}</p>
      ) : (
        <p className="max-w-prose text-lg text-muted">
          {t("Spróbuj ponownie za chwilę. Jeśli problem się powtarza, zadzwoń: ")}
          <a className="font-bold whitespace-nowrap text-ink underline" href={telHref(business.phone)}>
            {business.phone}
          </a>
          {t(" — chętnie pomogę.")}
        </p>
      )}
      <Link to="/" className="button-primary">
        Wróć na stronę główną
      </Link>
    </main>
  );
}

/** Shown only when rendering the error page itself failed. */
function ErrorPageFallback({ error }: FallbackProps) {
  const { message } = normalizeError(error);
  return (
    <main id="tresc" className="container-page py-20">
      <h1 className="heading-2">Wystąpił błąd podczas wyświetlania strony błędu</h1>
      <p className="mt-4 text-muted">{message}</p>
      <p className="mt-6">
        <a href="/" className="button-primary">
          Wróć na stronę główną
        </a>
      </p>
    </main>
  );
}
