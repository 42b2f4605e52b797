// A choice made in a GET form before the page's code ran (a service picked,
// a day typed) had no onChange to send it; once the code runs, the form is
// sent, so the page shows what was chosen, not what the address said.
import { useEffect, useRef } from "react";

/** `chosen`: each field's value as the address chose it. Returns the form's ref. */
export function useChoiceMadeEarly(chosen: Record<string, string>) {
  const form = useRef<HTMLFormElement>(null);
  const chosenText = JSON.stringify(chosen);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const shown = new FormData(element);
    const byAddress: Record<string, string> = JSON.parse(chosenText);
    if (Object.entries(byAddress).some(([name, value]) => shown.get(name) !== value)) element.requestSubmit();
  }, [chosenText]);
  return form;
}
