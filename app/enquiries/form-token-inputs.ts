// The form's submission key and signed stamp when the page comes from the page
// cache: each response ends with them as hidden inputs tied to the form by its
// id (formTokenInputs, server/form-page.ts), so the form works before and
// without JavaScript; once it runs, the form takes them over (useFormTokens).

export type FormTokens = { submissionKey: string; stamp: string };

/** Marks the inputs a response added, apart from the form's own. */
export const ADDED_TOKEN_ATTRIBUTE = "data-form-token";

function addedInputs(formId: string): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[${ADDED_TOKEN_ATTRIBUTE}]`)].filter((input) => input.getAttribute("form") === formId);
}

/** The tokens of the inputs the response added for the form, or null when there are none. */
export function readFormTokenInputs(formId: string): FormTokens | null {
  const inputs = addedInputs(formId);
  const value = (name: string) => inputs.find((input) => input.name === name)?.value;
  const submissionKey = value("submissionKey");
  const stamp = value("stamp");
  return submissionKey && stamp ? { submissionKey, stamp } : null;
}

/** Once the form has inputs of its own: two of each would both be sent. */
export function removeFormTokenInputs(formId: string) {
  for (const input of addedInputs(formId)) input.remove();
}
