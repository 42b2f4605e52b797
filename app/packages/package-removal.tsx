// A package recorded by mistake, removed with a reason: the form under each
// package on the card, and the removed ones folded at the bottom with their
// reason and history (they count nowhere, but nothing of them is lost).
// Plain forms: they work without JavaScript; with it, a reason being typed is
// kept on this device until the package is removed (decision 022).
import { useRef } from "react";
import { Form } from "react-router";
import type { PackageView } from "~/packages/package-views.server";
import { REASON_LENGTH } from "~/packages/package-forms";
import { DRAFT_KEPT } from "~/packages/packages.messages";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useDraftsDoneWith, useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";

/** A package's history, the newest line first. */
export function PackageHistory({ history }: { history: PackageView["history"] }) {
  return (
    <ol className="packages-history">
      {history.map((event, index) => (
        <li key={index}>
          <span className="packages-when">{t(`${formatDateTime(event.at)}, ${event.author}`)}</span> {t(event.what)}
        </li>
      ))}
    </ol>
  );
}

/** The draft of a package's removal reason (decision 022). */
const removalDraft = (packageId: number) => `usuniecie-pakietu-${packageId}`;

/** The last removal's refusal, with the reason as typed (a PackageFormProblem). */
type RemoveProblem = { message: string; values: Record<string, string> };

/** "Usuń pakiet…": a reason, then one tap; open with the problem when the last try was refused. */
export function RemovePackageForm({ pack, page, problem }: { pack: PackageView; page: string; problem: RemoveProblem | null }) {
  const reason = `pakiet-${pack.id}-powod`;
  const field = useRef<HTMLInputElement>(null);
  // A reason half typed is kept on this device, this package's own, until the package is removed (decision 022).
  const { keepForm, ...draft } = useFormDraft(removalDraft(pack.id), { reason: "" });
  return (
    <>
      {draft.offer && <KeptDraftOffer message={DRAFT_KEPT.removal(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />}
      {/* Opened, the reason is typed at once: no tap on the field first. */}
      <details className="packages-fold" open={problem !== null || undefined} onToggle={(event) => event.currentTarget.open && field.current?.focus()}>
        <summary className="admin-link">Usuń pakiet…</summary>
        <Form method="post" action={page} className="admin-form" ref={keepForm} onChange={draft.onChange}>
          <input type="hidden" name="id" value={pack.id} />
          <input type="hidden" name="version" value={pack.version} />
          <input type="hidden" name="back" value={page} />
          {problem && (
            <p className="admin-mail-error" role="alert">
              {t(problem.message)}
            </p>
          )}
          <p className="admin-lead">
            {t("Pakiet przestanie się liczyć: w saldzie, rozliczeniach i przypomnieniach. Zostanie w historii na dole, z powodem.")}
            {pack.used > 0 && t(` Wykorzystane treningi (${pack.used}) zostaną przy nim.`)}
          </p>
          <div className="admin-field">
            <label htmlFor={reason}>{t("Powód (np. zapisany przez pomyłkę)")}</label>
            <input
              ref={field}
              id={reason}
              name="reason"
              type="text"
              required
              minLength={REASON_LENGTH.min}
              maxLength={REASON_LENGTH.max}
              defaultValue={problem?.values.reason ?? ""}
            />
          </div>
          <button type="submit" name="intent" value="remove" className="admin-button admin-button-danger">
            Usuń pakiet
          </button>
        </Form>
      </details>
    </>
  );
}

/** "Usunięte pakiety", folded: each with when and why it was removed, and its whole history. */
export function RemovedPackages({ packages }: { packages: PackageView[] }) {
  // A removed package's reason is the server's now: a draft of it left on this device is dropped.
  useDraftsDoneWith(packages.map((pack) => removalDraft(pack.id)));
  if (packages.length === 0) return null;
  return (
    <details className="packages-fold packages-removed">
      <summary className="admin-link">{t(`Usunięte pakiety (${packages.length})`)}</summary>
      <ul className="packages-list">
        {packages.map((pack) => (
          <li key={pack.id} className="packages-removed-item">
            <p className="packages-removed-name">{t(`${pack.name}: ${pack.balance}`)}</p>
            <p>
              {t(`Usunięty ${formatDateTime(pack.removed!.at)}. Powód: `)}
              <q>{t(pack.removed!.reason)}</q>
            </p>
            <PackageHistory history={pack.history} />
          </li>
        ))}
      </ul>
    </details>
  );
}
