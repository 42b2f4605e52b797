// The client's own calendar feed on /moje-treningi: its address, and a new
// one when someone else may have learnt it (the old one then answers 404).
import { Form } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { PAGE } from "./client-account.messages";

export function ClientFeedSection({ feedUrl }: { feedUrl: string }) {
  return (
    <section aria-labelledby="kalendarz" className="mt-10">
      <h2 id="kalendarz" className="heading-2">
        {PAGE.calendar}
      </h2>
      <p className="mt-4">{t(PAGE.calendarLead)}</p>
      <p className="mt-3 break-all">
        <a href={feedUrl.replace(/^https?:/, "webcal:")} className="inline-flex min-h-11 items-center font-bold underline">
          {PAGE.calendarLink}
        </a>
        <br />
        <code className="text-sm">{feedUrl}</code>
      </p>
      <details className="booking-cancel mt-4">
        <summary className="button-secondary">{t(PAGE.newFeed)}</summary>
        <Form method="post" className="mt-3">
          <p>{t(PAGE.newFeedQuestion)}</p>
          <button type="submit" name="intent" value="new-feed" className="button-primary mt-3">
            {t(PAGE.newFeedConfirm)}
          </button>
        </Form>
      </details>
    </section>
  );
}
