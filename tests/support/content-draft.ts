// The initial content with a test's change made to a copy of it.
import { initialContent } from "../../app/site-content/live-content.server";
import type { SectionDocuments } from "../../app/site-content/sections";

export function contentWith(change: (draft: SectionDocuments) => void): SectionDocuments {
  const draft = structuredClone(initialContent());
  change(draft);
  return draft;
}
