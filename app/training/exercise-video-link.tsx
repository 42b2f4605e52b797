import { typeset as t } from "~/lib/typeset";
import { WATCH_VIDEO, WATCH_VIDEO_NEW_TAB } from "./exercise-library.messages";

/** An exercise's film as a link to YouTube or Vimeo in a new tab, never embedded: nothing of theirs loads on our page. */
export function ExerciseVideoLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="admin-link">
      {t(WATCH_VIDEO)}
      <span className="sr-only"> {t(WATCH_VIDEO_NEW_TAB)}</span>
    </a>
  );
}
