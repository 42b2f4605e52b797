import type { Route } from "./+types/achievements";
import { PageIntro } from "~/components/page-intro";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, site.pages.achievements, "/osiagniecia");

export default function AchievementsPage() {
  const page = site.pages.achievements;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro heading={page.heading} lead={page.lead} />
    </main>
  );
}
