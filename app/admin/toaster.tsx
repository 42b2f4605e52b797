import { useEffect, useRef, useState } from "react";
import { startHideTimer, type HideTimer, type Toast } from "~/admin/toast";
import { typeset } from "~/lib/typeset";

/**
 * Feedback after an action. The live region is always in the page, so
 * screen readers announce each new message; the message hides after 5 s
 * (never sooner than 1 s) and waits while the pointer or focus is on it.
 * Without JavaScript it simply stays.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [hiddenId, setHiddenId] = useState<string | null>(null);
  const timer = useRef<HideTimer | null>(null);
  const shown = toast && toast.id !== hiddenId ? toast : null;

  const id = toast?.id;
  useEffect(() => {
    if (!id) return;
    timer.current = startHideTimer(() => setHiddenId(id));
    return () => timer.current?.cancel();
  }, [id]);

  const pause = () => timer.current?.pause();
  const resume = () => timer.current?.resume();

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="admin-toast-region">
      {shown && (
        // Hover and focus only pause the timer; the close button is the control.
        <div className="admin-toast" onMouseEnter={pause} onMouseLeave={resume} onFocus={pause} onBlur={resume}>
          <p>{typeset(shown.message)}</p>
          <button type="button" className="admin-toast-close" aria-label="Zamknij powiadomienie" onClick={() => setHiddenId(shown.id)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
