import { href, Link } from "react-router";
import type { Route } from "./+types/payments-year";
import { adminMeta } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { BarChart } from "~/components/bar-chart";
import { getDatabase } from "~/db/database.server";
import { typeset as t } from "~/lib/typeset";
import { BACK_TO_PAYMENTS, YEAR_LEAD, YEAR_TITLE } from "~/payments";
import { yearCharts } from "~/payments/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(YEAR_TITLE, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { charts: await yearCharts(await getDatabase(), new Date()) };
}

export default function PaymentsYearPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="admin-heading">{t(YEAR_TITLE)}</h1>
      <p>
        <Link to={href("/admin/platnosci")} className="admin-link">
          {BACK_TO_PAYMENTS}
        </Link>
      </p>
      <p className="admin-lead">{t(YEAR_LEAD)}</p>
      {loaderData.charts.map((chart) => (
        <BarChart key={chart.id} {...chart} />
      ))}
    </>
  );
}
