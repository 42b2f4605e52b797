// An edit in progress in one of the panel's plain forms (a client's notes, a
// booking being taken by phone), kept on this device until the server has it
// (decision 022): offered back when the page is opened again, and leaving
// with it asks first (LeaveGuard). Text fields only; without JavaScript the
// form posts as before and nothing is kept.
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { dropStored, readStored, writeStored } from "~/lib/device-storage";

export type FormDraft = { values: Record<string, string>; savedAt: string };

function isFormDraft(value: unknown): value is FormDraft {
  const draft = value as FormDraft | null;
  return (
    typeof draft === "object" &&
    draft !== null &&
    typeof draft.savedAt === "string" &&
    typeof draft.values === "object" &&
    draft.values !== null &&
    Object.values(draft.values).every((field) => typeof field === "string")
  );
}

const sameText = (a: string | undefined, b: string | undefined) => (a ?? "").trim() === (b ?? "").trim();

/** The fields named in `saved`, as the form shows them now. */
function shownValues(form: HTMLFormElement, saved: Record<string, string>): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(Object.keys(saved).map((name) => [name, String(data.get(name) ?? "")]));
}

const differs = (values: Record<string, string>, saved: Record<string, string>) => Object.keys(saved).some((name) => !sameText(values[name], saved[name]));

/**
 * `key` names the draft on this device (`panel-szkic:<key>`); `saved` holds
 * the form's text fields as the server has them: a draft that agrees with
 * them is done with. A post of this page's that leads to another page (a
 * booking made, then the agenda) is done with it too.
 */
export function useFormDraft(key: string, saved: Record<string, string>) {
  const storageKey = `panel-szkic:${key}`;
  const savedText = JSON.stringify(saved);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [offer, setOffer] = useState<FormDraft | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const navigation = useNavigation();
  const { pathname } = useLocation();

  /** The form's ref callback: the draft is read when the form is drawn, and again when what the server holds changes (a save, a refusal). */
  const keepForm = useCallback(
    (element: HTMLFormElement | null) => {
      setForm(element);
      if (!element) return;
      const stored: Record<string, string> = JSON.parse(savedText);
      const draft = readStored(storageKey, isFormDraft);
      const shown = shownValues(element, stored);
      if (!draft) {
        setOffer(null);
        setUnsaved(differs(shown, stored));
      } else if (!differs(draft.values, stored)) {
        // The server has it now.
        dropStored(storageKey);
        setOffer(null);
        setUnsaved(false);
      } else if (!differs(draft.values, shown)) {
        // The form already shows it: a save refused, sent back with what was typed.
        setOffer(null);
        setUnsaved(true);
      } else {
        setOffer(draft);
      }
    },
    [storageKey, savedText],
  );

  // A post of this page that redirected elsewhere was taken: its draft is done with.
  const leftAfterPost = navigation.state === "loading" && navigation.formMethod?.toUpperCase() === "POST" && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leftAfterPost) dropStored(storageKey);
  }, [leftAfterPost, storageKey]);

  /** The form's onChange: every change is kept at once, or dropped when the form is back to what is saved. */
  const onChange = () => {
    if (!form) return;
    const values = shownValues(form, saved);
    const changed = differs(values, saved);
    setUnsaved(changed);
    // An older draft waits for the trainer's choice: it is not overwritten meanwhile.
    if (offer) return;
    if (changed) writeStored(storageKey, { values, savedAt: new Date().toISOString() } satisfies FormDraft);
    else dropStored(storageKey);
  };

  const restore = () => {
    if (!offer || !form) return;
    for (const [name, value] of Object.entries(offer.values)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
    }
    setOffer(null);
    setUnsaved(differs(offer.values, saved));
  };

  const discard = () => {
    dropStored(storageKey);
    setOffer(null);
  };

  const discardAndLeave = () => {
    dropStored(storageKey);
    setUnsaved(false);
  };

  return { keepForm, offer, unsaved, onChange, restore, discard, discardAndLeave };
}
