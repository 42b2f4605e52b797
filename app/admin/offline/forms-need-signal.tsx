import { useOnline } from "~/hooks/use-online";
import { FORMS_NEED_SIGNAL } from "./offline.messages";

/**
 * While offline, says plainly that nothing is saved or queued; the forms'
 * drafts keep what is typed. Not a live region of its own: the site's
 * offline banner already announces the lost connection.
 */
export function FormsNeedSignal() {
  const online = useOnline();
  return online ? null : <p className="admin-container py-3 text-sm font-bold">{FORMS_NEED_SIGNAL}</p>;
}
