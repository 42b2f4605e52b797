import { useEffect } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Link } from "react-router";
import { normalizeError } from "~/lib/normalize-error";
import { markNavigationFailed } from "./loading-bar";

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
  useEffect(markNavigationFailed, [error]);
  return (
    <main id="tresc" className="container-page flex flex-1 flex-col items-start justify-center gap-6 py-20">
      <p className="text-sm font-bold tracking-widest text-accent-text uppercase">Błąd {status}</p>
      <h1 className="heading-1">{message}</h1>
      {status === 404 ? (
        <p className="max-w-prose text-lg text-muted">
          Strona, której szukasz, nie istnieje albo zmieniła adres. Sprawdź adres albo zacznij od strony głównej.
        </p>
      ) : (
        <p className="max-w-prose text-lg text-muted">
          Spróbuj ponownie za chwilę. Jeśli problem się powtarza, zadzwoń — chętnie pomogę.
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
