/**
 * A form as the page was sent: a detached copy put back to its defaults. Set
 * against the form itself it shows what was typed or chosen before the page's
 * code ran (decision 018: the code comes after the first paint).
 */
export function formAsSent(form: HTMLFormElement): HTMLFormElement {
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.reset();
  return copy;
}
