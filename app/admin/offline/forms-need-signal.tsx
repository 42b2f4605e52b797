import { useOnline } from "~/hooks/use-online";
import { FORMS_NEED_SIGNAL } from "./offline.messages";

/** While offline, says plainly that nothing is saved or queued; the forms' drafts keep what is typed. */
export function FormsNeedSignal() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && <p className="admin-container py-3 text-sm font-bold">{FORMS_NEED_SIGNAL}</p>}
    </div>
  );
}
