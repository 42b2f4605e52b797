import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useNavigation } from "react-router";

/** What the server answered to a form it refused: each field's messages, the form's, and everything sent. */
export type EnquiryRefusal = { fieldErrors: Record<string, string[]>; formError?: string; values: Record<string, string | undefined> };

type Check = (form: HTMLFormElement) => Record<string, string[]>;

/** The fields a visitor fills in, in the order the first wrong one gets the focus. */
const VISIBLE_FIELDS = ["name", "email", "phone", "service", "message"];

const visibleOnly = (errors: Record<string, string[]>) =>
  Object.fromEntries(VISIBLE_FIELDS.filter((name) => errors[name]?.length).map((name) => [name, errors[name]!]));

function focusFirstWrong(form: HTMLFormElement | null, errors: Record<string, string[]>) {
  const first = VISIBLE_FIELDS.find((name) => errors[name]?.length);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * The contact form's checks in the browser, with the server's schema: on
 * submit (the first wrong field gets the focus, nothing is sent), on leaving
 * a field, and again on every keystroke in a field shown as wrong. The schema
 * and its Zod runtime (about 27 KB) are fetched when the visitor first
 * touches the form, not with the page: most visitors of the contact page call
 * or write an e-mail instead. Until they arrive (well before a field is typed
 * in), the server checks the form, as it always does, and its answer is
 * shown the same way.
 */
export function useEnquiryChecks(serviceSlugs: string[], refusal: EnquiryRefusal | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [check, setCheck] = useState<Check>();
  const requested = useRef(false);
  const mounted = useRef(true);
  const [errors, setErrors] = useState<Record<string, string[]>>(refusal?.fieldErrors ?? {});
  // Set by a submission that goes out; until the page is idle again, another tap sends nothing.
  const sent = useRef(false);
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (idle) sent.current = false;
  }, [idle]);
  const [shownRefusal, setShownRefusal] = useState(refusal);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    setErrors(refusal?.fieldErrors ?? {});
  }
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (refusal) focusFirstWrong(formRef.current, refusal.fieldErrors);
  }, [refusal]);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void Promise.all([import("~/enquiries/enquiry-schema"), import("~/lib/zod")]).then(([{ enquirySchema }, { messagesByField }]) => {
      const schema = enquirySchema(serviceSlugs);
      const checkForm: Check = (form) => {
        const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
        return parsed.success ? {} : visibleOnly(messagesByField(parsed.error));
      };
      if (mounted.current) setCheck(() => checkForm);
    });
  }, [serviceSlugs]);

  // The form's own code may come while the visitor is already in it (app/lib/lazy-until-used.ts).
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) load();
  }, [load]);

  /** Shows one field's messages as the schema finds them now. */
  const recheck = (event: FocusEvent<HTMLFormElement> | FormEvent<HTMLFormElement>, onlyIfShown: boolean) => {
    const name = (event.target as HTMLInputElement).name;
    if (!check || !VISIBLE_FIELDS.includes(name) || (onlyIfShown && !errors[name])) return;
    const found = check(event.currentTarget)[name];
    setErrors((shown) => ({ ...shown, [name]: found ?? [] }));
  };

  const formProps = {
    ref: formRef,
    // The form's own messages replace the browser's bubbles, with or without JavaScript.
    noValidate: true,
    onFocus: load,
    onPointerDown: load,
    onBlur: (event: FocusEvent<HTMLFormElement>) => recheck(event, false),
    onInput: (event: FormEvent<HTMLFormElement>) => recheck(event, true),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // A double tap on a slow phone comes before "Wysyłanie…" is drawn: the first submission is on its way.
      if (sent.current) return event.preventDefault();
      const found = check ? check(event.currentTarget) : {};
      if (check) setErrors(found);
      if (Object.keys(found).length === 0) {
        sent.current = true;
        return;
      }
      event.preventDefault();
      focusFirstWrong(event.currentTarget, found);
    },
  };
  return { errors, formError: refusal?.formError, formProps };
}
