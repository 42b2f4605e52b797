import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/notifications";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { formatDateTime } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { parseTopics, PUSH_PAGE, PUSH_TOPIC_LABELS, PUSH_TOPICS } from "~/notifications";
import { listPushSubscriptions, PUSH_FORM_FIELDS, pushPageAction, pushSettings, vapidKeys } from "~/notifications/index.server";
import { contentFor } from "~/site-content/index.server";
import { EnablePush } from "./notifications-enable";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(PUSH_PAGE.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const { publicKey } = await vapidKeys(db, env);
  const devices = (await listPushSubscriptions(db)).map((row) => ({
    id: row.id,
    name: row.name,
    topics: parseTopics(row.topics),
    since: formatDateTime(row.created_at),
  }));
  return { publicKey, devices };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, PUSH_FORM_FIELDS, { repeated: true });
  if (!form.ok) throw data(form.message, { status: form.status });
  const settings = pushSettings(() => contentFor(context).business.email);
  const toast = await pushPageAction(await getDatabase(), settings, form.fields, new Date());
  if (toast === null) throw data("Bad Request", { status: 400 });
  return redirect(href("/admin/powiadomienia"), { status: 303, headers: await toastHeaders(toast) });
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="admin-heading">{t(PUSH_PAGE.title)}</h1>
      <p className="admin-lead">{t(PUSH_PAGE.lead)}</p>
      <div className="mt-4 mb-8 space-y-2">
        <p className="text-muted">{t(PUSH_PAGE.signedInDevicesHint)}</p>
        <Link to={href("/admin/urzadzenia")} className="admin-button">
          {t(PUSH_PAGE.signedInDevices)}
        </Link>
      </div>
      <EnablePush publicKey={loaderData.publicKey} />
      <section className="admin-section" aria-labelledby="urzadzenia">
        <h2 id="urzadzenia" className="admin-subheading">
          {t(PUSH_PAGE.devices)}
        </h2>
        {loaderData.devices.length === 0 && <p>{t(PUSH_PAGE.noDevices)}</p>}
        <ul className="admin-devices">
          {loaderData.devices.map((device) => (
            <li key={device.id}>
              <Form method="post" aria-label={device.name} className="space-y-3">
                <input type="hidden" name="id" value={device.id} />
                <label className="admin-field">
                  {t(PUSH_PAGE.deviceName)}
                  <input name="nazwa" defaultValue={device.name} maxLength={60} />
                </label>
                <p className="text-muted">{t(PUSH_PAGE.since(device.since))}</p>
                <fieldset>
                  <legend>{t(PUSH_PAGE.kinds)}</legend>
                  {PUSH_TOPICS.map((topic) => (
                    <label key={topic} className="flex items-center gap-3">
                      <input type="checkbox" name="rodzaj" value={topic} defaultChecked={device.topics.includes(topic)} /> {t(PUSH_TOPIC_LABELS[topic])}
                    </label>
                  ))}
                </fieldset>
                <button type="submit" name="zamiar" value="zapisz" className="admin-button">
                  {t(PUSH_PAGE.save)}
                </button>{" "}
                <button type="submit" name="zamiar" value="test" className="admin-button">
                  {t(PUSH_PAGE.test)}
                </button>{" "}
                <button type="submit" name="zamiar" value="usun" className="admin-button">
                  {t(PUSH_PAGE.remove)}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
