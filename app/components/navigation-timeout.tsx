import { useEffect, useState, type ReactNode } from "react";
import { useNavigation } from "react-router";

/** A page that has not loaded in this long fails with a clear message. */
export const NAVIGATION_TIMEOUT_MS = 120_000;

/**
 * A navigation still pending after 120 s shows an error with a way to try
 * again. (A page whose code fails to load is handled in entry.client.tsx.)
 */
export function NavigationTimeout({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const target = navigation.location ? navigation.location.pathname + navigation.location.search + navigation.location.hash : null;
  const [stalledTarget, setStalledTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => setStalledTarget(target), NAVIGATION_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);

  // Shown only while that same navigation is still pending.
  if (stalledTarget === null || stalledTarget !== target) return children;
  return <PageNotLoaded target={stalledTarget} reason="Ładowanie trwa zbyt długo." />;
}

/** A page that could not be shown (a stalled navigation, code the network did not deliver), with a way to try again. */
export function PageNotLoaded({ target, reason }: { target: string; reason: string }) {
  return (
    <main id="tresc" className="container-page flex flex-1 flex-col items-start justify-center gap-6 py-20">
      <h1 className="heading-1">Strona nie wczytała się</h1>
      <p className="max-w-prose text-lg text-muted">{reason} Sprawdź połączenie z internetem i spróbuj jeszcze raz.</p>
      <button type="button" className="button-primary" onClick={() => window.location.assign(target)}>
        Spróbuj ponownie
      </button>
    </main>
  );
}
