import { useOnline } from "~/hooks/use-online";

/** A polite notice while the browser is offline; prefetching pauses meanwhile. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="contents">
      {!online && (
        <p className="fixed inset-x-0 bottom-14 z-50 md:bottom-0 bg-ink px-4 py-3 text-center text-sm text-white">
          Brak połączenia z internetem. Strona działa dalej, a nowe treści wczytają się po powrocie sieci.
        </p>
      )}
    </div>
  );
}
