// A choice made in a GET form before the page's code ran (a service picked,
// a day typed) had no onChange to send it; once the code runs, the form is
// sent, so the page shows what was chosen, not what the address said.
import { useEffect, useRef } from "react";
import { formAsSent } from "~/lib/form-as-sent";

/** Returns the form's ref. After the code runs, its fields' own onChange send every later choice. */
export function useChoiceMadeEarly() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const sent = new FormData(formAsSent(element));
    if ([...new FormData(element)].some(([name, value]) => sent.get(name) !== value)) element.requestSubmit();
  }, []);
  return form;
}
