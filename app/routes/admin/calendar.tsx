import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/calendar";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { requireSupportedDates } from "~/admin/index.server";
import { lookAtWeek, panelNews, toastHeaders } from "~/admin/index.server";
import type { AgendaEntry } from "~/agenda/index.server";
import { agendaAction, bookingActedOn, tryBlock } from "~/agenda/index.server";
import { agendaWeek, tomorrowReminders } from "~/agenda/index.server";
import { agendaView } from "./agenda-view.server";
import {
  AGENDA_QUERY,
  blockTimesIn,
  agendaBackHref,
  AgendaDaySection,
  RemindTomorrow,
  BlockTimeSection,
  DayJump,
  EarlierDays,
  OutsideRulesSection,
  ToMarkSection,
  ViewSwitch,
  WeekGridView,
  WeekNavigation,
} from "~/agenda";
import { PackageNotices } from "~/packages";
import { PAYMENT_FIELDS } from "~/payments";
import { CalendarFeedSection } from "~/calendar-feed";
import { feedSecret } from "~/calendar-feed/index.server";
import { feedSettingsToast } from "~/calendar-feed";
import { CALENDAR_PROVIDERS, saveFeedSettings } from "~/calendar-feed/index.server";
import { privateCalendarStatus } from "~/private-calendar/index.server";
import { PRIVATE_CALENDAR_PATH } from "~/private-calendar";
import { parseDate, warsawDate } from "~/scheduling";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { icons } from "~/components/icons";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Kalendarz", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const asked = params.get(AGENDA_QUERY.day);
  requireSupportedDates({ days: [asked] });
  const [db, { view, setCookie }] = await Promise.all([getDatabase(), agendaView(request)]);
  const now = new Date();
  const week = await agendaWeek(db, asked, contentFor(context).booking, now);
  // What came from clients since the trainer last opened this week is marked on this look only; the menu counts the rest.
  const fresh = await lookAtWeek(db, week.first, now);
  const menu = { news: await panelNews(db, now), at: now.getTime() };
  const marked = (entries: AgendaEntry[]) => entries.map((entry) => (entry.kind === "booking" && fresh.has(entry.id) ? { ...entry, fresh: true } : entry));
  for (const day of [...week.days, ...week.earlier]) day.entries = marked(day.entries);
  const { calendarProvider, calendarFeedFull } = contentFor(context).privacy;
  const opened = Number(params.get(AGENDA_QUERY.booking)) || null;
  const blockTimes = blockTimesIn(params.get(AGENDA_QUERY.block));
  const page = {
    ...week,
    menu,
    view,
    opened,
    blockTimes,
    today: warsawDate(now).toString(),
    tomorrow: warsawDate(now).add({ days: 1 }).toString(),
    feedUrl: `${env.SITE_URL}/kalendarz/${await feedSecret(db)}.ics`,
    feed: { provider: calendarProvider, full: calendarFeedFull, providers: CALENDAR_PROVIDERS },
    privateCalendar: await privateCalendarStatus(db, now),
    reminders: await tomorrowReminders(db, now, env.SITE_URL),
  };
  return setCookie ? data(page, { headers: { "Set-Cookie": setCookie } }) : page;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, [
    "intent",
    "id",
    "version",
    "message",
    "keepDeposit",
    "start",
    "date",
    "time",
    "scope",
    "from",
    "to",
    "note",
    "calendarProvider",
    "feedDetails",
    ...PAYMENT_FIELDS,
  ]);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  requireSupportedDates({ days: [new URL(request.url).searchParams.get("od"), form.fields.get("date")], instants: [form.fields.get("start")] });
  const db = await getDatabase();
  const intent = form.fields.get("intent");
  let message: string;
  if (intent === "block") {
    // A block refused comes back beside its form with what was typed (a 400, so a draft of it stays on the device).
    const outcome = await tryBlock({ db, form: form.fields, settings: contentFor(context).booking, now: new Date() });
    const typed = Object.fromEntries(["date", "from", "to", "note"].map((name) => [name, form.fields.get(name) ?? ""]));
    if (!outcome.blocked) return data({ block: { message: outcome.message, typed } }, { status: 400 });
    message = outcome.message;
  } else if (intent === "feed-settings") message = feedSettingsToast(await saveFeedSettings(db, form.fields));
  else message = await agendaAction(db, form.fields, contentFor(context).booking);
  // Back to the week the button was on (when it is a real date), the booking it changed open there: a tap
  // before the page's code ran posts the whole page, and the reload would otherwise fold what was just done.
  const week = parseDate(new URL(request.url).searchParams.get("od"));
  return redirect(`${href("/admin/kalendarz")}${agendaBackHref(week?.toString() ?? null, bookingActedOn(form.fields))}`, {
    status: 303,
    headers: await toastHeaders(message),
  });
}

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { today, tomorrow, feedUrl, feed, privateCalendar, view, opened, blockTimes, reminders, ...week } = loaderData;
  // Tomorrow's clients without e-mail: in tomorrow's day, and in today's from the evening on.
  const remindersOn = (date: string) => {
    const heading = date === tomorrow ? "Przypomnij" : date === today && reminders.evening ? "Przypomnij jutrzejszym" : null;
    return heading && reminders.clients.length > 0 ? <RemindTomorrow reminders={reminders} heading={heading} /> : undefined;
  };
  return (
    <div className="agenda-page">
      {/* What is set once in a while, beside the heading (icons on a phone): years of bookings put the page's bottom screens away. */}
      <div className="agenda-title">
        <h1 className="admin-heading">Kalendarz</h1>
        <nav aria-label="Ustawienia kalendarza" className="agenda-settings">
          <Link to={href("/admin/kalendarz/godziny")} className="admin-link">
            {icons.clock("size-6 md:hidden")}
            <span className="max-md:sr-only">{t("Godziny pracy i dni wolne")}</span>
          </Link>
          <Link to={href("/admin/zajecia")} className="admin-link">
            {t("Zajęcia grupowe")}
          </Link>
          <a href="#kalendarz-w-telefonie" className="admin-link">
            {icons.phone("size-6 md:hidden")}
            <span className="max-md:sr-only">{t("Rezerwacje w Twoim kalendarzu")}</span>
          </a>
        </nav>
      </div>
      <PackageNotices notices={week.packageNotices} />
      <ToMarkSection entries={week.toMark} />
      <OutsideRulesSection entries={week.outsideRules} />
      <section className="admin-section" aria-labelledby="tydzien">
        <h2 id="tydzien" className="admin-subheading">
          {t(`Tydzień ${week.title}`)}
        </h2>
        {week.closed && <p className="agenda-week-closed">{t(week.closed)}</p>}
        {privateCalendar && (
          <p className="private-calendar-status" data-failing={privateCalendar.failing || undefined} role="status">
            {t(privateCalendar.text)}{" "}
            <Link to={PRIVATE_CALENDAR_PATH} className="admin-link">
              Ustawienia
            </Link>
          </p>
        )}
        <DayJump focus={week.focus} today={today} tomorrow={tomorrow} views={<ViewSwitch view={view} focus={week.focus} />} />
        <WeekNavigation week={week} today={today} label="Tygodnie" />
        {view === "week" ? (
          <WeekGridView days={[...week.earlier, ...week.days]} title={week.title} today={today} />
        ) : (
          <>
            {week.days.map((day) => (
              <AgendaDaySection
                key={day.date}
                day={day}
                today={today}
                opened={opened}
                reminders={remindersOn(day.date)}
                remindInLine={day.date !== tomorrow || reminders.clients.length === 0}
              />
            ))}
            <EarlierDays days={week.earlier} today={today} opened={opened} />
          </>
        )}
        {week.freeFor && (
          <p className="admin-lead">
            {t(
              view === "week"
                ? `Plus w godzinie to wolny termin usługi „${week.freeFor}”: stuknij, aby zarezerwować; inną usługę wybierzesz w rezerwacji. Stuknij rezerwację, aby ją otworzyć, albo dzień, aby zobaczyć jego listę.`
                : `Wolne godziny przy dniach są dla usługi „${week.freeFor}”. Stuknij godzinę, aby zarezerwować; inną usługę wybierzesz w rezerwacji.`,
            )}
          </p>
        )}
        <WeekNavigation week={week} today={today} label="Tygodnie, pod listą dni" />
      </section>

      <BlockTimeSection
        today={today}
        suggested={blockTimes}
        refused={actionData && "block" in actionData ? actionData.block : null}
        privateCalendarLinked={Boolean(privateCalendar)}
      />

      <CalendarFeedSection feedUrl={feedUrl} feed={feed} />
    </div>
  );
}
