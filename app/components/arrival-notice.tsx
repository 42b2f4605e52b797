// The answer to a form the person just sent, on the page it led to (a
// booking made, moved or cancelled, reminders saved): focused, so that it is
// where they look and a screen reader reads it. A form that keeps the scroll
// position (the booking form, whose refusals are drawn in place) otherwise
// lands its redirect mid-page, the answer screens above (issue 58). Focused
// in the commit, before the browser paints: the page never jumps after it
// shows, so a tap never lands where a button was a moment before.
import { useLayoutEffect, useRef } from "react";
import { typeset as t } from "~/lib/typeset";

export function ArrivalNotice({ text }: { text: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    notice.current?.focus();
  }, [text]);
  return (
    <p ref={notice} tabIndex={-1} role="status" className="lead arrival-notice mt-4">
      {t(text)}
    </p>
  );
}
