import { href } from "react-router";
import type { Route } from "./+types/reach";
import { adminMeta } from "~/admin";
import { requireAdmin } from "~/admin/index.server";
import { env } from "~/env.server";
import { typeset as t } from "~/lib/typeset";
import { bookingButtonHtml, PASTE_STEPS, qrAddress, qrFileName, QR_TARGETS, REACH_PAGE, type QrTarget } from "~/reach";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(REACH_PAGE.title, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const codes = (Object.keys(QR_TARGETS) as QrTarget[]).map((target) => ({
    target,
    address: qrAddress(env.SITE_URL, target),
    svg: href("/admin/polecanie/:file", { file: qrFileName(target, "svg") }),
    png: href("/admin/polecanie/:file", { file: qrFileName(target, "png") }),
  }));
  const bookingUrl = qrAddress(env.SITE_URL, "rezerwacja");
  return { codes, bookingUrl, buttonHtml: bookingButtonHtml(bookingUrl) };
}

export default function ReachPage({ loaderData }: Route.ComponentProps) {
  const { codes, bookingUrl, buttonHtml } = loaderData;
  return (
    <>
      <h1 className="admin-heading">{t(REACH_PAGE.title)}</h1>
      <p className="admin-lead">{t(REACH_PAGE.lead)}</p>
      <section className="admin-section" aria-labelledby="kody-qr">
        <h2 id="kody-qr" className="admin-subheading">
          {REACH_PAGE.codesHeading}
        </h2>
        <ul className="reach-codes">
          {codes.map((code) => (
            <li key={code.target} className="reach-code">
              <h3 className="font-bold">{t(REACH_PAGE.codes[code.target].heading)}</h3>
              <p className="text-muted">{t(REACH_PAGE.codes[code.target].hint)}</p>
              <img src={code.svg} alt={REACH_PAGE.codeAlt(code.address)} width={240} height={240} className="reach-code-picture" />
              <p className="reach-address">{code.address}</p>
              <p className="admin-button-row">
                <a href={`${code.svg}?pobierz`} download className="admin-button">
                  {t(REACH_PAGE.downloadSvg)}
                </a>
                <a href={`${code.png}?pobierz`} download className="admin-button">
                  {t(REACH_PAGE.downloadPng)}
                </a>
              </p>
            </li>
          ))}
        </ul>
        <p className="editor-hint">{t(REACH_PAGE.formatsHint)}</p>
      </section>
      <section className="admin-section" aria-labelledby="link-zarezerwuj">
        <h2 id="link-zarezerwuj" className="admin-subheading">
          {t(REACH_PAGE.linkHeading)}
        </h2>
        <label className="admin-field">
          <span>{t(REACH_PAGE.linkLabel)}</span>
          <input type="url" readOnly value={bookingUrl} className="reach-copy" />
        </label>
        <h3 className="mt-6 font-bold">{t(REACH_PAGE.buttonHeading)}</h3>
        <label className="admin-field">
          <span>{t(REACH_PAGE.buttonLabel)}</span>
          <textarea readOnly rows={4} value={buttonHtml} className="reach-copy" />
        </label>
      </section>
      <section className="admin-section" aria-labelledby="gdzie-wkleic">
        <h2 id="gdzie-wkleic" className="admin-subheading">
          {t(REACH_PAGE.stepsHeading)}
        </h2>
        {PASTE_STEPS.map(({ place, steps }) => (
          <div key={place} className="mt-4">
            <h3 className="font-bold">{t(place)}</h3>
            <ol className="reach-steps">
              {steps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </div>
        ))}
      </section>
    </>
  );
}
