// An edit in progress in one of the panel's plain forms (a client's notes, a
// booking taken by phone, a package sale, a block of time…), kept on this
// device until the server has it (decision 022): offered back when the page
// is opened again. Any field the trainer fills in: text, date, time and
// number fields, selects, checkboxes and radios; leaving the page with it
// unsaved asks first (PageDraftsGuard). Without JavaScript the form posts as before
// and nothing is kept.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useNavigation } from "react-router";
import { useLeaveQuestion, type LeaveWords } from "~/components/page-drafts-guard";
import { dropStored, readStored, writeStored } from "~/lib/device-storage";
import { formAsSent } from "~/lib/form-as-sent";
import { differs, draftAtStart, followPost, isFormDraft, postSignature, type FormDraft, type SentPost } from "./form-draft-state";

export type { FormDraft } from "./form-draft-state";

/** The fields named in `saved`, as the form shows them now. */
function shownValues(form: HTMLFormElement, saved: Record<string, string>): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(Object.keys(saved).map((name) => [name, String(data.get(name) ?? "")]));
}

/** Fields whose value is the server's or no one's to type: a hidden one (a submission key, a version) is never put back from a draft. */
const NOT_TYPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

/** Opens the folds (`<details>`) around an element: what is put back is in sight. */
function unfold(element: Element) {
  for (let fold = element.closest("details"); fold; fold = fold.parentElement?.closest("details") ?? null) fold.open = true;
}

/** Puts a draft's values in the form; a select keeps its choice when the kept option is no longer offered. */
function putValues(form: HTMLFormElement, values: Record<string, string>) {
  unfold(form);
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    const value = values[field.name];
    if (value === undefined || NOT_TYPED.has(field.type)) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) field.checked = field.value === value;
    else if (!(field instanceof HTMLSelectElement) || Array.from(field.options).some((option) => option.value === value)) field.value = value;
    if (value !== "") unfold(field);
  }
}

/** What the form sends, its button with it, as React Router sends it. */
function sentData(form: HTMLFormElement, submitter: HTMLElement | null): FormData {
  try {
    return new FormData(form, submitter);
  } catch {
    return new FormData(form);
  }
}

/** Where the draft named `key` is kept on this device. */
const draftStorageKey = (key: string) => `panel-szkic:${key}`;

/**
 * Drops the drafts named `keys`, whose subject the page shows as done with (a
 * package removed). Their forms are gone from the page: on a slow phone the
 * page can go from the post straight to the answer's page, and a form it no
 * longer draws never sees its own post taken.
 */
export function useDraftsDoneWith(keys: readonly string[]) {
  const named = JSON.stringify(keys);
  useEffect(() => {
    for (const key of JSON.parse(named) as string[]) dropStored(draftStorageKey(key));
  }, [named]);
}

/**
 * `key` names the draft on this device (`panel-szkic:<key>`): it holds the id
 * of what is edited, so two forms never share one. `saved` holds the form's
 * fields as the server has them (only these are kept): a draft that agrees
 * with them is done with. So is one whose post the server took (it
 * redirected: to another page, or back to this one, and the form starts
 * again from what the server holds); a post refused (a 400 with the problem)
 * or lost with the signal keeps it. Leaving the page with something unsaved
 * asks first (PageDraftsGuard), in `leave`'s words when given.
 */
export function useFormDraft(key: string, saved: Record<string, string>, leave?: LeaveWords) {
  const storageKey = draftStorageKey(key);
  const savedText = JSON.stringify(saved);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [offer, setOffer] = useState<FormDraft | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const navigation = useNavigation();
  const actionData = useActionData();
  const sent = useRef<SentPost | null>(null);
  const resetWhenIdle = useRef(false);
  // The answer on screen when a post leaves: read by the submit's listener, which lives as long as the form.
  const shownAnswer = useRef(actionData);
  useEffect(() => {
    shownAnswer.current = actionData;
  }, [actionData]);

  /**
   * The form's ref callback: the draft is read when the form is drawn, and again when what the server holds changes (a save, a refusal).
   * Each post of this form is followed from here on until the server answers it (the page's other forms post on their own): a
   * listener added by a later effect missed a tap made as the page came to life, and the post the server took left its draft behind.
   */
  const keepForm = useCallback(
    (element: HTMLFormElement | null) => {
      setForm(element);
      if (!element) return;
      const stored: Record<string, string> = JSON.parse(savedText);
      const start = draftAtStart(readStored(storageKey, isFormDraft), shownValues(element, stored), shownValues(formAsSent(element), stored), stored);
      if (start.keep === "drop") dropStored(storageKey);
      else if (start.keep) writeStored(storageKey, { values: start.keep, savedAt: new Date().toISOString() } satisfies FormDraft);
      setOffer(start.offer);
      setUnsaved(start.unsaved);
      const follow = (event: SubmitEvent) => {
        sent.current = { signature: postSignature(sentData(element, event.submitter)), before: shownAnswer.current, started: false };
      };
      element.addEventListener("submit", follow);
      return () => {
        element.removeEventListener("submit", follow);
        setForm(null);
      };
    },
    [storageKey, savedText],
  );

  useEffect(() => {
    const idle = navigation.state === "idle";
    if (idle && resetWhenIdle.current) {
      resetWhenIdle.current = false;
      form?.reset();
    }
    if (!sent.current) return;
    const { sent: next, fate } = followPost(sent.current, navigation, actionData);
    sent.current = next;
    if (fate !== "taken") return;
    dropStored(storageKey);
    setOffer(null);
    setUnsaved(false);
    // Back on this page, the form shows what the server holds now (its defaults), not what was sent: once the page has it.
    if (idle) form?.reset();
    else resetWhenIdle.current = true;
  }, [navigation, actionData, form, storageKey]);

  /**
   * The form's onChange: every change is kept at once, or dropped when the form is back to what is saved.
   * The form is the event's own: a change made while the page hydrates comes before the ref's form is in state (CI lost one).
   */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
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
    putValues(form, offer.values);
    setOffer(null);
    setUnsaved(differs(offer.values, saved));
  };

  const discard = () => {
    dropStored(storageKey);
    setOffer(null);
  };

  const discardAndLeave = useCallback(() => {
    dropStored(storageKey);
    setUnsaved(false);
  }, [storageKey]);

  useLeaveQuestion(storageKey, unsaved, discardAndLeave, leave);

  return { keepForm, offer, unsaved, onChange, restore, discard };
}
