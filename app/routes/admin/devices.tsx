import { data, Form, href, redirect } from "react-router";
import type { Route } from "./+types/devices";
import { adminMeta } from "~/admin";
import { endAdminSession, endListedSession, requireAdmin, signedInDevices, SIGN_IN_PATH, toastHeaders } from "~/admin/index.server";
import { deviceFacts } from "~/admin/index.server";
import { DEVICE_ALREADY_GONE, DEVICE_SIGNED_OUT, DEVICES_LEAD, deviceName, sessionTerm } from "~/admin";
import { formatDateTime } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Zalogowane urządzenia", matches);

async function devicesOf(request: Request) {
  const current = await requireAdmin(request);
  return (await signedInDevices()).map((session) => ({
    id: session.idHash,
    name: deviceName(deviceFacts(session.userAgent)),
    signedInAt: formatDateTime(session.createdAt),
    lastUsedAt: formatDateTime(session.lastSeenAt),
    term: sessionTerm(session.remembered, formatDateTime(session.endsAt.toISOString())),
    current: session.idHash === current.idHash,
  }));
}

export async function loader({ request }: Route.LoaderArgs) {
  return { devices: await devicesOf(request) };
}

/** "Wyloguj" beside a device: its session ends on the server at once; this device's own goes to the sign-in page. */
export async function action({ request }: Route.ActionArgs) {
  const devices = await devicesOf(request);
  const form = await readForm(request, ["sesja"]);
  if (!form.ok) throw data(form.message, { status: form.status });
  const device = devices.find((candidate) => candidate.id === form.fields.get("sesja"));
  if (device?.current) {
    const headers = new Headers({ "Set-Cookie": await endAdminSession(request) });
    headers.append("Set-Cookie", (await toastHeaders("Wylogowano."))["Set-Cookie"]);
    return redirect(SIGN_IN_PATH, { status: 303, headers });
  }
  const ended = device ? await endListedSession(device.id) : false;
  return redirect(href("/admin/urzadzenia"), { status: 303, headers: await toastHeaders(ended ? DEVICE_SIGNED_OUT(device!.name) : DEVICE_ALREADY_GONE) });
}

export default function DevicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="admin-heading">{t("Zalogowane urządzenia")}</h1>
      <p className="admin-lead">{t(DEVICES_LEAD)}</p>
      <ul className="admin-devices">
        {loaderData.devices.map((device) => (
          <li key={device.id}>
            <p className="font-bold">
              {t(device.name)}
              {device.current && <span className="admin-badge">{t("to urządzenie")}</span>}
            </p>
            <p>{t(`Zalogowano ${device.signedInAt}, ostatnio używane ${device.lastUsedAt}.`)}</p>
            <p className="text-muted">{t(device.term)}</p>
            <Form method="post">
              <input type="hidden" name="sesja" value={device.id} />
              <button type="submit" className="admin-button">
                Wyloguj<span className="admin-visually-hidden">{t(` ${device.current ? "to urządzenie" : device.name}`)}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
