// "Twoje dane" on /moje-treningi: the download of everything the site keeps
// about the client, and the request to erase it, asked first. Plain forms:
// they work without JavaScript.
import { Form, href } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { PAGE } from "./client-account.messages";

export function ClientDataSection() {
  return (
    <section aria-labelledby="dane" className="mt-10">
      <h2 id="dane" className="heading-2">
        {PAGE.data}
      </h2>
      <p className="mt-4">{t(PAGE.dataLead)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={href("/moje-treningi/dane.json")} className="button-secondary" download>
          {PAGE.download}
        </a>
        <details className="booking-cancel">
          <summary className="button-secondary">{t(PAGE.erase)}</summary>
          <Form method="post" className="mt-3">
            <p>{t(PAGE.eraseQuestion)}</p>
            <button type="submit" name="intent" value="erase" className="button-primary mt-3">
              {t(PAGE.eraseConfirm)}
            </button>
          </Form>
        </details>
      </div>
    </section>
  );
}
