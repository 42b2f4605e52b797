import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/new-client";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { NEW_CLIENT_DRAFT, NewClientFields, newClientSchema } from "~/agenda";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { addClientCard, erasedWithoutYes } from "~/clients/index.server";
import { clientAdded, clientKnown, ERASED_CONFIRM_FIELD, ERASED_PERSON } from "~/clients";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { messagesByField } from "~/lib/zod";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Dodaj klienta", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, ["name", "phone", "email", ERASED_CONFIRM_FIELD]);
  if (!form.ok) throw data(form.message, { status: form.status });
  const typed = { name: form.fields.get("name") ?? "", phone: form.fields.get("phone") ?? "", email: form.fields.get("email") ?? "" };
  const parsed = newClientSchema.safeParse(typed);
  if (!parsed.success) return data({ typed, errors: messagesByField(parsed.error) }, { status: 400 });
  const db = await getDatabase();
  if (await erasedWithoutYes(db, parsed.data, form.fields))
    return data({ typed, errors: { [ERASED_CONFIRM_FIELD]: [ERASED_PERSON.refusal] } }, { status: 409 });
  const outcome = await addClientCard(db, parsed.data, new Date());
  const card = href("/admin/klienci/:id", { id: String(outcome.id) });
  const said = outcome.kind === "added" ? clientAdded(parsed.data.name) : clientKnown(outcome.name);
  return redirect(card, { status: 303, headers: await toastHeaders(said) });
}

export default function NewClientPage({ actionData }: Route.ComponentProps) {
  // Kept on this device until the card is made (decision 022): leaving with it asks first.
  const { keepForm, ...draft } = useFormDraft("nowy-klient", { name: "", phone: "", email: "" }, NEW_CLIENT_DRAFT.leave);
  return (
    <>
      <p>
        <Link to={href("/admin/klienci")} className="admin-link">
          ← Klienci
        </Link>
      </p>
      <h1 className="admin-heading">Dodaj klienta</h1>
      <p className="admin-lead">
        {t("Karta bez rezerwacji, np. dla kogoś poznanego na siłowni albo z pakietem kupionym wcześniej. Rezerwację i pakiet dodasz potem z karty.")}
      </p>
      {draft.offer && (
        <KeptDraftOffer
          message={NEW_CLIENT_DRAFT.kept(formatDateTime(draft.offer.savedAt), draft.offer.values.name ?? "")}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
      <Form method="post" className="admin-form" ref={keepForm} onChange={draft.onChange}>
        <NewClientFields values={actionData?.typed ?? {}} errors={actionData?.errors ?? {}} />
        <button type="submit" className="admin-button admin-button-primary">
          Dodaj klienta
        </button>
      </Form>
    </>
  );
}
