// The draft this device kept of a section, offered back when the section is
// opened again; and, once taken back onto a newer version, the fields that
// were changed on both sides, for the trainer to check.
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import type { EditorDraft } from "./editor-draft";
import { labelOf, listLabelOf } from "~/site-content";
import type { Path } from "./form-draw-context";
import type { SectionKey } from "~/site-content";

/**
 * "Cena — „Pakiety i ceny”, pozycja 2": a field of the section as the trainer
 * knows it. The list's own name says which list, as its item's noun is worded
 * for "Dodaj …" ("opinię"), not for a heading.
 */
export function fieldName(section: SectionKey, path: Path): string {
  const named = labelOf(section, path) ?? listLabelOf(section, path);
  const items = path.flatMap((part, index) => {
    if (typeof part !== "number") return [];
    const list = listLabelOf(section, path.slice(0, index));
    return [list ? `„${list.label}”, pozycja ${part + 1}` : `pozycja ${part + 1}`];
  });
  return [named?.label ?? String(path.at(-1)), ...items].join(" — ");
}

type DraftOfferProps = { draft: EditorDraft; newer: boolean; onRestore: () => void; onDiscard: () => void };

export function DraftOffer({ draft, newer, onRestore, onDiscard }: DraftOfferProps) {
  const since = newer ? " W międzyczasie opublikowano nowszą wersję sekcji: przywrócone zmiany zostaną naniesione na nią." : "";
  return (
    <KeptDraftOffer
      message={`Na tym urządzeniu czekają nieopublikowane zmiany tej sekcji z ${formatDateTime(draft.savedAt)}.${since}`}
      onRestore={onRestore}
      onDiscard={onDiscard}
    />
  );
}

export function MergeConflicts({ section, conflicts }: { section: SectionKey; conflicts: Path[] }) {
  if (conflicts.length === 0) return null;
  return (
    <div className="admin-notice" role="note">
      <p>{t("Te pola zmieniono w międzyczasie także na innym urządzeniu albo w innej karcie. Zostały Twoje wersje — sprawdź je przed opublikowaniem:")}</p>
      <ul>
        {conflicts.map((path) => (
          <li key={path.join(".")}>{t(fieldName(section, path))}</li>
        ))}
      </ul>
    </div>
  );
}
