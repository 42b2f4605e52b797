import { href, Link } from "react-router";
import type { Route } from "./+types/group-sessions";
import bookingStylesheet from "./booking.css?url";
import groupsStylesheet from "./groups.css?url";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { BOOK_INDIVIDUAL, GROUP_SESSIONS_PAGE, GroupSessionList, NO_SESSIONS } from "~/groups";
import { byTitle, comingSessions, groupSessionEvents, sessionCard } from "~/groups/index.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { serializeJsonLd } from "~/lib/structured-data";
import { typeset as t } from "~/lib/typeset";
import { PageIntro } from "~/components/page-intro";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: bookingStylesheet },
  { rel: "stylesheet", href: groupsStylesheet },
];

// Rendered per request: the free seats change with every booking.
export async function loader({ context }: Route.LoaderArgs) {
  const { business, trainer } = contentFor(context);
  const sessions = await comingSessions(await getDatabase(), new Date());
  const events = groupSessionEvents(sessions, {
    siteUrl: env.SITE_URL,
    organizer: { name: trainer.name, url: `${env.SITE_URL}/` },
    town: { locality: business.address.locality, postalCode: business.address.postalCode },
  });
  return {
    meta: sitePageMeta(business, GROUP_SESSIONS_PAGE, href("/zajecia")),
    groups: byTitle(sessions.map(sessionCard)),
    // The sessions as events for search engines; "<" escaped so no title can close the script.
    events: events.length > 0 ? serializeJsonLd({ "@context": "https://schema.org", "@graph": events }) : null,
  };
}

export default function GroupSessionsPage({ loaderData }: Route.ComponentProps) {
  const { groups, events } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow={GROUP_SESSIONS_PAGE.eyebrow} heading={GROUP_SESSIONS_PAGE.heading} lead={GROUP_SESSIONS_PAGE.lead} />
      </header>
      <div className="container-page py-10">
        {groups.length > 0 ? (
          <GroupSessionList groups={groups} />
        ) : (
          <>
            <p className="booking-note">{t(NO_SESSIONS)}</p>
            <p className="mt-6">
              <Link to={href("/rezerwacja")} className="button-secondary">
                {BOOK_INDIVIDUAL}
              </Link>
            </p>
          </>
        )}
      </div>
      {events && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: events }} />}
    </main>
  );
}
