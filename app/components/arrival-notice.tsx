// The answer to a form the person just sent, on the page it led to (a
// booking made, moved or cancelled, reminders saved): focused, so that it is
// where they look and a screen reader reads it. A form that keeps the scroll
// position (the booking form, whose refusals are drawn in place) otherwise
// lands its redirect mid-page, the answer screens above (issue 58). Focused
// in the commit, before the browser paints: the page never jumps after it
// shows, so a tap never lands where a button was a moment before. On a page
// loaded whole the browser has placed it already, and the person may have
// scrolled, started typing or be tapping by the time the page's code takes
// it over (decision 018): then it takes focus only if nothing has it, and
// never scrolls (issue 77: a tap on "Zapisz pomiar" or "Odwołaj rezerwację"
// landed on the notice the page jumped to).
import { useLayoutEffect, useRef } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { typeset as t } from "~/lib/typeset";

export function ArrivalNotice({ text }: { text: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  // False while React takes over the page the server sent; true when the notice comes with a client-side navigation.
  const navigatedTo = useHydrated();
  useLayoutEffect(() => {
    if (navigatedTo) notice.current?.focus();
    else if (document.activeElement === document.body) notice.current?.focus({ preventScroll: true });
    // Only a new notice is focused: the page's own re-renders leave the focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <p ref={notice} tabIndex={-1} role="status" className="lead arrival-notice mt-4">
      {t(text)}
    </p>
  );
}
