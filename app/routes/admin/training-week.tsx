import { href, Link } from "react-router";
import type { Route } from "./+types/training-week";
import { adminMeta } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { formatDate } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { TRAINING_WEEK } from "~/training";
import { trainingWeek } from "~/training/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(TRAINING_WEEK.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return trainingWeek(await getDatabase(), new Date());
}

export default function TrainingWeekPage({ loaderData }: Route.ComponentProps) {
  const { monday, rows } = loaderData;
  return (
    <>
      <Link to={href("/admin/klienci")} className="admin-back">
        ← {t("Wszyscy klienci")}
      </Link>
      <h1 className="admin-heading">{t(TRAINING_WEEK.heading)}</h1>
      <p className="admin-lead">{t(TRAINING_WEEK.lead(formatDate(`${monday}T12:00:00.000Z`)))}</p>
      {rows.length === 0 ? (
        <p className="admin-lead">{t(TRAINING_WEEK.none)}</p>
      ) : (
        <ul className="client-list">
          {rows.map((row) => (
            <li key={row.clientId}>
              <Link to={href("/admin/klienci/:id", { id: String(row.clientId) })} className="client-list-link">
                <strong>{t(row.name)}</strong>
                <span>
                  {t(TRAINING_WEEK.workouts(row.workouts))} · {t(row.daysSince === null ? TRAINING_WEEK.never : TRAINING_WEEK.daysSince(row.daysSince))}
                </span>
                {row.records.length > 0 && <span className="font-bold">{t(TRAINING_WEEK.records(row.records))}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
