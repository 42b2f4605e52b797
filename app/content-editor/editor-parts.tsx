// The folded parts of a long editor: one open at a time (within a list, one
// item at a time), each saying what it holds while closed. Which part is open
// lives above the form, so a publish (which starts a fresh form) returns the
// trainer to the part they were in.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { typeset as t } from "~/lib/typeset";

type OpenParts = { isOpen: (group: string, id: string) => boolean; setOpen: (group: string, id: string, open: boolean) => void };

export const OpenPartsContext = createContext<OpenParts | null>(null);

export function useOpenParts(): OpenParts {
  const [open, setOpenState] = useState<Record<string, string | null>>({});
  // The same function for the page's life: a part that opens itself does so once, not at every other part's toggle.
  const setOpen = useCallback(
    (group: string, id: string, isOpen: boolean) =>
      setOpenState((current) => (isOpen ? { ...current, [group]: id } : current[group] === id ? { ...current, [group]: null } : current)),
    [],
  );
  return useMemo(() => ({ isOpen: (group, id) => open[group] === id, setOpen }), [open, setOpen]);
}

/** Whether the field `name` ("packages[1].price") is one of `names` or inside one of them. */
export function isUnder(name: string, names: string[]): boolean {
  return names.some((outer) => name === outer || name.startsWith(`${outer}.`) || name.startsWith(`${outer}[`));
}

/** Whether any error the form shows is at `names` or inside them. */
export function hasErrorsUnder(allErrors: Record<string, unknown> | undefined, names: string[]): boolean {
  return Object.keys(allErrors ?? {}).some((key) => isUnder(key, names));
}

type PartProps = {
  /** Parts of one group close each other (also without JavaScript, by the browser's own `name`). */
  group: string;
  id: string;
  title: string;
  summary?: string;
  /** Open whatever the trainer chose: a part with an error, a new item. */
  forceOpen?: boolean;
  className?: string;
  children: ReactNode;
};

export function Part({ group, id, title, summary, forceOpen, className = "editor-part", children }: PartProps) {
  const parts = useContext(OpenPartsContext);
  // Opened for an error or as a new item, it stays open once the error is corrected or the first field filled in.
  const setOpen = parts?.setOpen;
  useEffect(() => {
    if (forceOpen) setOpen?.(group, id, true);
  }, [forceOpen, group, id, setOpen]);
  return (
    <details
      // A part opened by force stays out of its group, or opening a second one (two items with errors) would close the first.
      name={forceOpen ? undefined : group}
      className={className}
      open={Boolean(forceOpen || parts?.isOpen(group, id))}
      onToggle={(event) => parts?.setOpen(group, id, event.currentTarget.open)}
    >
      <summary>
        <span className="editor-part-title">{t(title)}</span>
        {summary ? <span className="editor-part-summary">{t(summary)}</span> : null}
      </summary>
      <div className="editor-part-body">{children}</div>
    </details>
  );
}
