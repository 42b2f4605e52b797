// A draft this device kept of a panel form, offered back when the form is
// opened again: "Przywróć zmiany" puts it in the form, "Odrzuć je" drops it.
import { typeset as t } from "~/lib/typeset";

type KeptDraftOfferProps = { message: string; onRestore: () => void; onDiscard: () => void };

export function KeptDraftOffer({ message, onRestore, onDiscard }: KeptDraftOfferProps) {
  return (
    <div className="editor-draft" role="status">
      <p>{t(message)}</p>
      <div className="admin-button-row">
        <button type="button" className="admin-button admin-button-primary" onClick={onRestore}>
          Przywróć zmiany
        </button>
        <button type="button" className="admin-button" onClick={onDiscard}>
          Odrzuć je
        </button>
      </div>
    </div>
  );
}
