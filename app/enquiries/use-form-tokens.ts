import { useEffect, useSyncExternalStore } from "react";
import { readFormTokenInputs, removeFormTokenInputs, type FormTokens } from "./form-token-inputs";

/** What the page's response added, read once: the inputs leave the page once the form has its own. */
const fromResponse = new Map<string, FormTokens | null>();

function tokensFromResponse(formId: string): FormTokens | null {
  if (!fromResponse.has(formId)) fromResponse.set(formId, readFormTokenInputs(formId));
  return fromResponse.get(formId)!;
}

const unchanging = () => () => {};

/**
 * The form's tokens: from the page's data (a client-side visit, a refused
 * submission), else those the cached page's response added. Hydration
 * renders without them, as the cached HTML is; until the form renders its
 * own, the added inputs stay tied to it.
 */
export function useFormTokens(formId: string, submissionKey: string | null, stamp: string | null): FormTokens | null {
  const added = useSyncExternalStore(unchanging, () => tokensFromResponse(formId), () => null);
  useEffect(() => {
    if (added) removeFormTokenInputs(formId);
  }, [formId, added]);
  return submissionKey !== null && stamp !== null ? { submissionKey, stamp } : added;
}
