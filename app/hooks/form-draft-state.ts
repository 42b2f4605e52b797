// What a panel form's draft (decision 022) decides without a browser: whether
// what the device kept is a draft, whether it differs from what the server
// holds, and what became of the form's post, read from React Router's
// navigation and the page's action data (use-form-draft.ts follows it).

/** A form's fields by name as typed: a text, a date, a time, a number, a select's option, a checked box ("on", or "" unchecked), the chosen radio. */
export type FormDraft = { values: Record<string, string>; savedAt: string };

export function isFormDraft(value: unknown): value is FormDraft {
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

/** Whether a field named in `saved` shows something else than the server holds (spaces around a text do not count). */
export const differs = (values: Record<string, string>, saved: Record<string, string>) =>
  Object.keys(saved).some((name) => !sameText(values[name], saved[name]));

/** What a form's draft is when the page's code takes the form over: the draft offered back, whether leaving loses something, and what to keep. */
export type DraftAtStart = { offer: FormDraft | null; unsaved: boolean; keep: Record<string, string> | "drop" | null };

/**
 * Decides a form's draft when the page's code starts: `kept` is the draft on
 * this device, `shown` the fields now, `rendered` as the page was sent and
 * `saved` as the server holds them. What was typed before the code ran (the
 * fields differ from the page as sent, and from the server's) is kept at once:
 * no change was seen for it. An older draft still waits for the trainer's
 * choice and is not overwritten, as when typing after the code runs.
 */
export function draftAtStart(
  kept: FormDraft | null,
  shown: Record<string, string>,
  rendered: Record<string, string>,
  saved: Record<string, string>,
): DraftAtStart {
  const unsaved = differs(shown, saved);
  const typed = unsaved && differs(shown, rendered) ? shown : null;
  // The server has it now.
  if (kept && !differs(kept.values, saved)) return typed ? { offer: null, unsaved, keep: typed } : { offer: null, unsaved: false, keep: "drop" };
  // None kept, or the form already shows it (a save refused, sent back with what was typed).
  if (!kept || !differs(kept.values, shown)) return { offer: null, unsaved, keep: typed };
  return { offer: kept, unsaved, keep: null };
}

/** The fields a post carries, as one string: the same whichever order the browser put them in (the button's name and value among them). */
export function postSignature(data: FormData): string {
  const fields = [...data].map(([name, value]) => `${name}=${typeof value === "string" ? value : value.name}`);
  return JSON.stringify(fields.sort());
}

/** A form's post being followed: what it sent, the page's action data when it was sent, and whether React Router has taken it up. */
export type SentPost = { signature: string; before: unknown; started: boolean };

/** What useNavigation() tells of the page's navigation, as far as a post is concerned. */
export type NavigationStep = { state: "idle" | "submitting" | "loading"; formData?: FormData };

export type PostFollowed = { sent: SentPost | null; fate: "taken" | "refused" | null };

/**
 * One step of the navigation after a form was sent. React Router hands the
 * action's answer to the page as new action data (an answer is a new object
 * each time): a refusal (a 400 with the problem and what was typed) changes
 * it, while a redirect (to another page, or back to this one with a toast)
 * goes on to load the page with the action data as it was. So the post is
 * taken when its navigation loads a page, or ends, with the action data
 * unchanged, and refused when that changed. A navigation of anything else
 * (a link tapped, another form) ends the following with nothing decided.
 */
export function followPost(sent: SentPost, step: NavigationStep, actionData: unknown): PostFollowed {
  const ours = step.formData !== undefined && postSignature(step.formData) === sent.signature;
  const decided: PostFollowed = { sent: null, fate: actionData === sent.before ? "taken" : "refused" };
  switch (step.state) {
    case "submitting":
      return { sent: ours ? { ...sent, started: true } : null, fate: null };
    case "loading":
      return ours ? decided : { sent: null, fate: null };
    case "idle":
      // Not yet taken up (a check in the browser stopped the post, or its navigation is still to come): wait.
      return sent.started ? decided : { sent, fate: null };
  }
}
