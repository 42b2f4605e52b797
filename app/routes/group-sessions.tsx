import { href, Link } from "react-router";
import type { Route } from "./+types/group-sessions";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { BOOK_INDIVIDUAL, type EventContext, GROUP_SESSIONS_PAGE, groupSessionEvents, PublicSessionList, NO_SESSIONS } from "~/groups";
import { byTitle, comingSessions, sessionCard } from "~/groups/index.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { serializeJsonLd } from "~/lib/structured-data";
import { typeset as t } from "~/lib/typeset";
import { PageIntro } from "~/components/page-intro";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

// Rendered per request: the free seats change with every booking.
export async function loader({ context }: Route.LoaderArgs) {
  const { business, trainer } = contentFor(context);
  const sessions = await comingSessions(await getDatabase(), new Date());
  const eventContext: EventContext = {
    siteUrl: env.SITE_URL,
    organizer: { name: trainer.name, url: `${env.SITE_URL}/` },
    town: { locality: business.address.locality, postalCode: business.address.postalCode },
  };
  return { meta: sitePageMeta(business, GROUP_SESSIONS_PAGE, href("/zajecia")), groups: byTitle(sessions.map(sessionCard)), eventContext };
}

export default function GroupSessionsPage({ loaderData }: Route.ComponentProps) {
  const { groups, eventContext } = loaderData;
  // The sessions as events for search engines, from the list's data; "<" escaped so no title can close the script.
  const events = groupSessionEvents(
    groups.flatMap((group) => group.sessions),
    eventContext,
  );
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow={GROUP_SESSIONS_PAGE.eyebrow} heading={GROUP_SESSIONS_PAGE.heading} lead={GROUP_SESSIONS_PAGE.lead} />
      </header>
      <div className="container-page py-10">
        {groups.length > 0 ? (
          <PublicSessionList groups={groups} />
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
      {events.length > 0 && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd({ "@context": "https://schema.org", "@graph": events }) }} />
      )}
    </main>
  );
}
