// One question on leaving a panel page, for all of its forms with something
// typed and not saved (issue 78): React Router heeds one blocker a page, and
// the card, the packages' page and the working hours hold several drafted
// forms (decision 022). Each form tells the guard whether it holds anything;
// the page asks once, in the form's own words when it is the only one.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { LeaveGuard } from "./leave-guard";
import { UNSAVED_LEAVE } from "./page-drafts.messages";

/** What the question says: "Klient nie jest zapisany", and what leaving does. */
export type LeaveWords = { title: string; description: string };
type Entry = { unsaved: boolean; discard: () => void; words: LeaveWords };
type Report = (key: string, entry: Entry | null) => void;

const PageDrafts = createContext<Report | null>(null);

/** Around the signed-in panel's pages: asks before leaving one whose forms hold something unsaved. */
export function PageDraftsGuard({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(new Map());
  const report = useCallback<Report>(
    (key, entry) =>
      setEntries((current) => {
        const next = new Map(current);
        if (entry) next.set(key, entry);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const unsaved = [...entries.values()].filter((entry) => entry.unsaved);
  const words = unsaved.length === 1 ? unsaved[0]!.words : UNSAVED_LEAVE;
  return (
    <PageDrafts.Provider value={report}>
      {children}
      {/* Only on a page with drafted forms: the content editor and the diet have a guard of their own. */}
      {entries.size > 0 && <LeaveGuard unsaved={unsaved.length > 0} onDiscard={() => unsaved.forEach((entry) => entry.discard())} {...words} />}
    </PageDrafts.Provider>
  );
}

/** A drafted form's part in its page's question: whether it holds anything, and how it drops it when the trainer leaves anyway (a stable function). */
export function useLeaveQuestion(key: string, unsaved: boolean, discard: () => void, words: LeaveWords = UNSAVED_LEAVE) {
  const report = useContext(PageDrafts);
  const { title, description } = words;
  useEffect(() => {
    report?.(key, { unsaved, discard, words: { title, description } });
  }, [report, key, unsaved, discard, title, description]);
  useEffect(() => () => report?.(key, null), [report, key]);
}
