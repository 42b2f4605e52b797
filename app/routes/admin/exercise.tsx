import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/exercise";
import { adminMeta } from "~/admin";
import { idParam, requireAdmin, toastHeaders } from "~/admin/index.server";
import { Picture } from "~/components/picture";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { messagesByField } from "~/lib/zod";
import { MAX_PHOTO_BYTES } from "~/photos/index.server";
import {
  EXERCISE_CATEGORY_NAMES,
  EXERCISE_FIELDS,
  EXERCISE_FIELD_LABELS as LABELS,
  EXERCISE_PAGE as PAGE,
  EXERCISE_PHOTO as PHOTO,
  EXERCISE_REFUSALS,
  EXERCISE_TOASTS,
  ExerciseFormFields,
  exerciseSchema,
  ExerciseVideoLink,
  typedExercise,
  type ExerciseFields,
} from "~/training";
import { editExercise, exercisePicture, findExercise, setExerciseHidden, setExercisePhoto, type Exercise } from "~/training/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData ? PAGE.editTitle(loaderData.exercise.name) : PAGE.title, matches);

const formValues = (exercise: Exercise): ExerciseFields => ({
  name: exercise.name,
  category: exercise.category,
  instructions: exercise.instructions,
  muscles: exercise.muscles,
  equipment: exercise.equipment,
  videoUrl: exercise.videoUrl ?? "",
});

async function exerciseOr404(id: number): Promise<Exercise> {
  const exercise = await findExercise(await getDatabase(), id);
  if (!exercise) throw data(EXERCISE_REFUSALS.gone, { status: 404 });
  return exercise;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const exercise = await exerciseOr404(idParam(params.id, EXERCISE_REFUSALS.gone));
  return { exercise, picture: exercisePicture(exercise), maxMegabytes: MAX_PHOTO_BYTES / 1024 / 1024 };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, EXERCISE_REFUSALS.gone);
  const form = await readForm(request, [...EXERCISE_FIELDS, "intent", "version"]);
  if (!form.ok) throw data(form.message, { status: form.status });
  const db = await getDatabase();
  const here = href("/admin/cwiczenia/:id", { id: String(id) });
  const intent = form.fields.get("intent");
  if (intent === "hide" || intent === "show" || intent === "remove-photo") {
    const changed = intent === "remove-photo" ? await setExercisePhoto(db, id, null) : await setExerciseHidden(db, id, intent === "hide");
    if (!changed) throw data(EXERCISE_REFUSALS.gone, { status: 404 });
    const said = intent === "hide" ? EXERCISE_TOASTS.hidden : intent === "show" ? EXERCISE_TOASTS.shown : EXERCISE_TOASTS.photoRemoved;
    return redirect(here, { status: 303, headers: await toastHeaders(said) });
  }
  if (intent !== "save") throw data(null, { status: 400 });
  const typed = typedExercise(form.fields);
  const parsed = exerciseSchema.safeParse(typed);
  if (!parsed.success) return data({ typed, errors: messagesByField(parsed.error), current: null }, { status: 400 });
  const saved = await editExercise(db, id, form.fields.get("version") ?? "", parsed.data, new Date());
  if (saved.ok) return redirect(here, { status: 303, headers: await toastHeaders(EXERCISE_TOASTS.saved) });
  const current = saved.refusal === "stale" ? await findExercise(db, id) : null;
  if (!current) throw data(EXERCISE_REFUSALS.gone, { status: 404 });
  // The loader does not run again after a refusal (with JavaScript): the current version comes with it.
  return data({ typed, errors: {}, current }, { status: 409 });
}

export default function ExercisePage({ loaderData, actionData }: Route.ComponentProps) {
  const { picture, maxMegabytes } = loaderData;
  const current = actionData?.current ?? null;
  const exercise = current ?? loaderData.exercise;
  return (
    <>
      <p>
        <Link to={href("/admin/cwiczenia")} className="admin-link">
          {t(PAGE.back)}
        </Link>
      </p>
      <h1 className="admin-heading">{t(exercise.name)}</h1>
      {exercise.starterSlug && <p className="admin-lead">{t(PAGE.starterNote)}</p>}
      {exercise.hidden && <p className="admin-lead font-bold">{t(PAGE.hiddenNote)}</p>}
      {exercise.videoUrl && (
        <p>
          <ExerciseVideoLink href={exercise.videoUrl} />
        </p>
      )}
      {current && (
        <p className="form-error" role="alert">
          {t(EXERCISE_REFUSALS.stale)}
        </p>
      )}
      {/* The version it was opened with; after a refusal the current one, so that saving again is a choice made with it in view. */}
      <Form method="post" className="admin-form" key={exercise.updatedAt}>
        <input type="hidden" name="version" value={exercise.updatedAt} />
        <ExerciseFormFields values={actionData?.typed ?? formValues(exercise)} errors={actionData?.errors ?? {}} />
        <button type="submit" name="intent" value="save" className="admin-button admin-button-primary">
          {t(PAGE.save)}
        </button>
      </Form>
      {current && <CurrentVersion exercise={current} />}

      <h2 className="admin-subheading admin-section">{t(PHOTO.heading)}</h2>
      {picture ? (
        <div className="exercise-photo">
          <Picture image={picture} alt={t(PHOTO.alt(exercise.name))} sizes="(max-width: 400px) 100vw, 320px" />
        </div>
      ) : (
        <p className="admin-lead">{t(exercise.photo ? PHOTO.preparing : PHOTO.none)}</p>
      )}
      <Form method="post" action={href("/admin/cwiczenia/:id/zdjecie", { id: String(exercise.id) })} encType="multipart/form-data" className="admin-form">
        <div className="admin-field">
          <label htmlFor="zdjecie-cwiczenia">{t(PHOTO.fileLabel(maxMegabytes))}</label>
          <p id="zdjecie-cwiczenia-podpowiedz" className="editor-hint">
            {t(PHOTO.hint)}
          </p>
          <input
            id="zdjecie-cwiczenia"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            required
            aria-describedby="zdjecie-cwiczenia-podpowiedz"
          />
        </div>
        <button type="submit" className="admin-button">
          {t(PHOTO.send)}
        </button>
      </Form>

      <div className="exercise-actions">
        {exercise.photo && (
          <Form method="post">
            <button type="submit" name="intent" value="remove-photo" className="admin-button">
              {t(PHOTO.remove)}
            </button>
          </Form>
        )}
        <Form method="post">
          <button type="submit" name="intent" value={exercise.hidden ? "show" : "hide"} className="admin-button">
            {t(exercise.hidden ? PAGE.show : PAGE.hide)}
          </button>
        </Form>
      </div>
    </>
  );
}

/** After a refused save: the exercise as it is now, to compare with what was typed. */
function CurrentVersion({ exercise }: { exercise: Exercise }) {
  return (
    <details className="exercise-current" open>
      <summary>{t(PAGE.currentVersion)}</summary>
      <dl className="admin-facts">
        <dt>{t(LABELS.name)}</dt>
        <dd>{t(exercise.name)}</dd>
        <dt>{t(LABELS.category)}</dt>
        <dd>{t(EXERCISE_CATEGORY_NAMES[exercise.category])}</dd>
        <dt>{t(LABELS.instructions)}</dt>
        <dd className="whitespace-pre-line">{t(exercise.instructions)}</dd>
        <dt>{t(LABELS.muscles)}</dt>
        <dd>{t(exercise.muscles)}</dd>
        <dt>{t(LABELS.equipment)}</dt>
        <dd>{t(exercise.equipment)}</dd>
        <dt>{t(LABELS.videoUrl)}</dt>
        <dd className="break-all">{exercise.videoUrl ?? ""}</dd>
      </dl>
    </details>
  );
}
