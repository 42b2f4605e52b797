// A section's edits kept as a draft on this device: saved on every change,
// dropped once published or discarded, offered back when the section opens
// again (onto a newer version, if one was published meanwhile).
import { useEffect, useRef, useState } from "react";
import { dropDraft, mergeDraft, readDraft, sameValue, writeDraft, type EditorDraft, type FormValue, type MergedDraft } from "./editor-draft";
import type { SectionKey } from "~/site-content";

/**
 * `version` is the section's version as loaded; `refusal` the server's answer
 * to a publish it refused (that publish is not in, so its draft stays).
 */
export function useSectionDraft(section: SectionKey, version: number, refusal: unknown) {
  const [offer, setOffer] = useState<EditorDraft | null>(null);
  const [restored, setRestored] = useState<(MergedDraft & { version: number }) | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  /** The form as published, drawn: what the trainer's changes are told from. */
  const published = useRef<{ version: number; value: FormValue } | null>(null);
  /** The version a publish was sent from: its draft goes once that publish is in. */
  const publishedFrom = useRef<number | null>(null);
  /** Set once the trainer chose to leave without the changes: nothing is kept while the page goes. */
  const leaving = useRef(false);
  /** Whether this page wrote the draft now stored. */
  const keeping = useRef(false);
  useEffect(() => {
    if (refusal) publishedFrom.current = null;
  }, [refusal]);

  /** For the form: its fields after every change, and once when it is drawn. */
  const onValueChange = (value: FormValue, initial: boolean) => {
    if (initial && published.current?.version !== version) {
      published.current = { version, value };
      setUnsaved(false);
      const draft = readDraft(section);
      const justPublished = draft && publishedFrom.current === draft.baseVersion && version > draft.baseVersion;
      if (!draft || justPublished || sameValue(draft.value, value)) dropDraft(section);
      else setOffer(draft);
      return;
    }
    const base = published.current;
    if (!base || leaving.current) return;
    const changed = !sameValue(value, base.value);
    setUnsaved(changed);
    if (changed) {
      writeDraft(section, { baseVersion: version, base: base.value, value, savedAt: new Date().toISOString() });
      keeping.current = true;
    } else if (keeping.current) {
      // Changed back to what is published: this form's draft goes (one offered and not yet taken back stays).
      dropDraft(section);
      keeping.current = false;
    }
  };

  const start = restored?.version === version ? restored : null;
  return {
    offer,
    /** Whether the offered draft started from an older version than the one open now. */
    offerIsOlder: offer !== null && offer.baseVersion !== version,
    /** A restored draft: the form starts from it (keyed anew), with the fields changed on both sides. */
    start,
    formKey: start ? `${version}-przywrocony` : String(version),
    unsaved,
    onValueChange,
    onPublish: () => {
      publishedFrom.current = version;
    },
    restore: () => {
      if (!offer || !published.current) return;
      const merged = offer.baseVersion === version ? { value: offer.value, conflicts: [] } : mergeDraft(offer.base, offer.value, published.current.value);
      setOffer(null);
      setRestored({ ...merged, version });
    },
    discard: () => {
      dropDraft(section);
      setOffer(null);
      setRestored(null);
      setUnsaved(false);
    },
    /** "Odrzuć" when leaving: the form still holds the changes until the page goes, and must not keep them again. */
    discardAndLeave: () => {
      leaving.current = true;
      dropDraft(section);
      setUnsaved(false);
    },
  };
}
