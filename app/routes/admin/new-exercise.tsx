import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/new-exercise";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { newSubmissionKey } from "~/forms/index.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { messagesByField } from "~/lib/zod";
import { EXERCISE_FIELDS, EXERCISE_PAGE as PAGE, EXERCISE_TOASTS, ExerciseFormFields, exerciseSchema, typedExercise } from "~/training";
import { addExercise } from "~/training/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(PAGE.newTitle, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { submissionKey: newSubmissionKey() };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, [...EXERCISE_FIELDS, "submissionKey"]);
  if (!form.ok) throw data(form.message, { status: form.status });
  const typed = typedExercise(form.fields);
  const submissionKey = form.fields.get("submissionKey") ?? "";
  // The key comes from this page's loader: a form without one is not ours.
  if (!/^[\w-]{24}$/.test(submissionKey)) throw data(null, { status: 400 });
  const parsed = exerciseSchema.safeParse(typed);
  if (!parsed.success) return data({ typed, errors: messagesByField(parsed.error) }, { status: 400 });
  const { id } = await addExercise(await getDatabase(), parsed.data, submissionKey, new Date());
  return redirect(href("/admin/cwiczenia/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(EXERCISE_TOASTS.added(parsed.data.name)) });
}

export default function NewExercisePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={href("/admin/cwiczenia")} className="admin-link">
          {t(PAGE.back)}
        </Link>
      </p>
      <h1 className="admin-heading">{t(PAGE.newTitle)}</h1>
      <p className="admin-lead">{t(PAGE.newLead)}</p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="submissionKey" value={loaderData.submissionKey} />
        <ExerciseFormFields values={actionData?.typed ?? {}} errors={actionData?.errors ?? {}} />
        <button type="submit" className="admin-button admin-button-primary">
          {t(PAGE.create)}
        </button>
      </Form>
    </>
  );
}
