import { Form, href, Link } from "react-router";
import type { Route } from "./+types/exercises";
import { adminMeta } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { typeset as t } from "~/lib/typeset";
import { EXERCISE_CATEGORIES, EXERCISE_CATEGORY_NAMES, EXERCISE_PAGE as PAGE, exerciseCount } from "~/training";
import { exercisePhotoThumbnail, searchExercises } from "~/training/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(PAGE.title, matches);

/** A search longer than a few exercise names is no search: cut, as the field's own limit does. */
const MAX_QUERY_LENGTH = 100;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const exercises = await searchExercises(await getDatabase(), query);
  const groups = EXERCISE_CATEGORIES.map((category) => ({
    category,
    exercises: exercises
      .filter((exercise) => exercise.category === category)
      .map((exercise) => ({
        id: exercise.id,
        name: exercise.name,
        muscles: exercise.muscles,
        hidden: exercise.hidden,
        thumbnail: exercisePhotoThumbnail(exercise),
        video: exercise.videoUrl !== null,
      })),
  })).filter((group) => group.exercises.length > 0);
  return { query, count: exercises.length, groups };
}

export default function ExercisesPage({ loaderData }: Route.ComponentProps) {
  const { query, count, groups } = loaderData;
  return (
    <>
      <h1 className="admin-heading">{t(PAGE.title)}</h1>
      <p className="admin-lead">{t(PAGE.lead)}</p>
      <p className="mt-3">
        <Link to={href("/admin/cwiczenia/nowe")} className="admin-button admin-button-primary">
          {t(PAGE.add)}
        </Link>
      </p>
      <Form method="get" role="search" className="admin-search">
        <input
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          aria-label={t(PAGE.searchLabel)}
          placeholder={PAGE.searchPlaceholder}
        />
        <button type="submit" className="admin-button">
          {t(PAGE.search)}
        </button>
      </Form>
      <p aria-live="polite" className="admin-lead">
        {t(PAGE.found(count, query))}
      </p>
      {count === 0 && <p className="admin-empty">{t(PAGE.nothingFound(query))}</p>}
      {groups.map((group) => (
        // Folded until searched: the nine categories fit a phone's screen, each a tap from its exercises.
        <details key={group.category} open={query !== ""} className="exercise-category">
          <summary>
            <h2 className="admin-subheading">{t(EXERCISE_CATEGORY_NAMES[group.category])}</h2>
            <span className="exercise-category-count">{t(exerciseCount(group.exercises.length))}</span>
          </summary>
          <ul className="exercise-list">
            {group.exercises.map((exercise) => (
              <li key={exercise.id}>
                <Link to={href("/admin/cwiczenia/:id", { id: String(exercise.id) })} className="exercise-list-link" data-hidden={exercise.hidden || undefined}>
                  {exercise.thumbnail && <img src={exercise.thumbnail} alt="" loading="lazy" className="exercise-list-photo" />}
                  <span className="exercise-list-text">
                    <strong>{t(exercise.name)}</strong>
                    {exercise.muscles && <span className="exercise-list-muscles">{t(exercise.muscles)}</span>}
                    {(exercise.hidden || exercise.video) && (
                      <span className="exercise-list-marks">
                        {exercise.hidden && <span className="exercise-mark">{t(PAGE.hiddenMark)}</span>}
                        {exercise.video && <span className="exercise-mark">{t(PAGE.videoMark)}</span>}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
