// Leaving a panel page with an edit not yet saved asks first: a dialog of the
// panel's own for its links and "back", the browser's own question for a
// reload, a typed address or a closed tab (the draft stays on the device).
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { typeset as t } from "~/lib/typeset";

type LeaveGuardProps = {
  unsaved: boolean;
  onDiscard: () => void;
  /** "Zmiany nie są opublikowane" */
  title: string;
  /** What leaving does, and what "Zostań" and "Odrzuć" are for. */
  description: string;
};

export function LeaveGuard({ unsaved, onDiscard, title, description }: LeaveGuardProps) {
  // The page's own address (a save, a list button without JavaScript) is not leaving it.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (blocker.state === "blocked" && !dialog.current?.open) dialog.current?.showModal();
    if (blocker.state !== "blocked" && dialog.current?.open) dialog.current.close();
  }, [blocker.state]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  const stay = () => blocker.reset?.();
  return (
    <dialog
      ref={dialog}
      className="editor-dialog"
      aria-labelledby="wyjscie-tytul"
      aria-describedby="wyjscie-opis"
      // Escape is "Zostań": nothing is dropped by a key pressed by chance. The dialog opens with the focus on "Zostań", its first button.
      onCancel={stay}
    >
      <h2 id="wyjscie-tytul" className="admin-subheading">
        {t(title)}
      </h2>
      <p id="wyjscie-opis">{t(description)}</p>
      <div className="admin-button-row">
        <button type="button" className="admin-button admin-button-primary" onClick={stay}>
          Zostań
        </button>
        <button
          type="button"
          className="admin-button admin-button-danger"
          onClick={() => {
            onDiscard();
            blocker.proceed?.();
          }}
        >
          Odrzuć
        </button>
      </div>
    </dialog>
  );
}
