import type { Route } from "./+types/privacy";
import { PageIntro } from "~/components/page-intro";
import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { backupHolder } from "~/backup";
import { env } from "~/env.server";
import { formatDate } from "~/lib/format";
import { ENQUIRY_RATE_WINDOW_MINUTES } from "~/enquiries";
import { BOOKING_RATE_WINDOW_MINUTES, NETWORK_SWEEP_MINUTES } from "~/bookings/index.server";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { dataController } from "~/site-content";
import { contentFor } from "~/site-content/index.server";
import { REVISION_MONTHS } from "~/site-content/index.server";
import { UNUSED_PHOTO_DAYS } from "~/photos/index.server";
import { LINK_MINUTES, SESSION_DAYS } from "~/client-account/index.server";
import { HEALTH_DATA_MONTHS } from "~/progress/index.server";
import { configuredProvider } from "~/online-payments/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const { pages } = content;
  const { title, description, ...intro } = pages.privacy;
  const { updated, ...privacy } = content.privacy;
  const paymentProvider = configuredProvider();
  return {
    meta: sitePageMeta(content.business, { title, description }, "/polityka-prywatnosci", { ogImage: "privacy" }),
    intro,
    policy: {
      // A copy sent off the server (BACKUP_URL) is named even when the editor names nobody.
      privacy: { ...privacy, backupProvider: backupHolder(privacy.backupProvider, env.BACKUP_URL) },
      business: dataController(content),
      // Written here: the page's code then needs no Intl formatter.
      updated: formatDate(`${updated}T12:00:00Z`),
      figures: {
        retentionMonths: env.RETENTION_MONTHS,
        revisionMonths: REVISION_MONTHS,
        unusedPhotoDays: UNUSED_PHOTO_DAYS,
        enquiries: env.ENQUIRY_RATE_LIMIT,
        enquiryWindowMinutes: ENQUIRY_RATE_WINDOW_MINUTES,
        bookings: env.BOOKING_RATE_LIMIT,
        bookingWindowMinutes: BOOKING_RATE_WINDOW_MINUTES,
        sweepMinutes: NETWORK_SWEEP_MINUTES,
        acknowledgesEnquiries: env.SEND_ACKNOWLEDGEMENT,
        cancelCutoffHours: content.booking.cancelCutoffHours,
        clientLinkMinutes: LINK_MINUTES,
        clientSessionDays: SESSION_DAYS,
        reviewAfterSessions: content.booking.reviewUrl ? content.booking.reviewAfterSessions : 0,
        healthDataMonths: HEALTH_DATA_MONTHS,
        ...(paymentProvider ? { paymentProvider: paymentProvider.name } : {}),
      },
    },
  };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { intro, policy } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="RODO" {...intro} />
      </header>
      <div className="prose-site container-page py-12">
        <PrivacyPolicy {...policy} />
      </div>
    </main>
  );
}
