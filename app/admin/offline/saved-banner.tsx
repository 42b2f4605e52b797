import { useState } from "react";
import { OFFLINE_SAVED_AT } from "./offline.messages";

/** The element the panel's worker marks in a page it serves from the device (public/admin/sw.js). */
export const SAVED_BANNER_ID = "zapisano";

/** The time the worker wrote into the page, read before hydration so React renders what the page already shows. */
function savedAtInPage(): string {
  if (typeof document === "undefined") return "";
  return document.getElementById(SAVED_BANNER_ID)?.dataset.savedAt ?? "";
}

/**
 * "Bez połączenia: stan z 14:05" over a page served offline. The server sends
 * it hidden; the worker, serving a stored page, unhides it and writes the time
 * into the HTML, so it shows even when the scripts never run.
 */
export function SavedBanner() {
  const [savedAt] = useState(savedAtInPage);
  return (
    <p id={SAVED_BANNER_ID} role="status" className="bg-ink px-4 py-3 text-center text-sm font-bold text-white" hidden={!savedAt} data-saved-at={savedAt}>
      {/* A no-break space: "z" never ends a line alone. */}
      {`${OFFLINE_SAVED_AT}\u00a0`}
      <time>{savedAt}</time>
    </p>
  );
}
