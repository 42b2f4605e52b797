// "Na tej stronie" at the top of /moje-treningi: a jump to each section the
// page shows. A regular's page runs to many screens (her weekly sessions
// ahead, the workout, the diet), and a measurement was sixteen screens down
// (issue 78's bench:tasks). Plain anchors: they work without JavaScript.
import { PAGE_CONTENTS } from "./client-account.messages";

type Shown = { workout: boolean; groups: boolean; diet: boolean; progress: boolean };

export function ClientPageContents({ shown }: { shown: Shown }) {
  const items = [
    shown.workout && (["trening", PAGE_CONTENTS.workout] as const),
    ["najblizsze", PAGE_CONTENTS.upcoming] as const,
    shown.groups && (["zajecia-w-grupie", PAGE_CONTENTS.groups] as const),
    shown.diet && (["dieta", PAGE_CONTENTS.diet] as const),
    shown.progress && (["postepy", PAGE_CONTENTS.progress] as const),
    ["dane", PAGE_CONTENTS.data] as const,
  ].filter((item) => item !== false);
  return (
    <nav aria-label={PAGE_CONTENTS.label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {items.map(([anchor, label]) => (
          <li key={anchor}>
            <a href={`#${anchor}`} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-bold no-underline">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
