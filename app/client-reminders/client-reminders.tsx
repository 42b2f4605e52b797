// The client's reminder settings on /moje-treningi: push on this phone
// ("Włącz przypomnienia na tym telefonie": the browser's permission, a
// subscription through the client's own service worker, posted), "Wyłącz",
// and the reminder 2 hours before. Turning push on needs JavaScript (the
// browser's push API); "Wyłącz" and the 2-hour choice are plain forms.
import { useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { noSupportChange, pushEnableProblem, pushSupportHere, subscribeToPush, unsubscribeFromPush } from "~/notifications";
import { CLIENT_REMINDERS, remindedOnPhones } from "./client-reminders.messages";
import { CLIENT_WORKER, REMINDER_INTENTS, REMINDERS_ACTION } from "./reminder-form";

export type ClientRemindersProps = {
  /** The server's public VAPID key. */
  publicKey: string;
  /** How many of the client's phones take push. */
  phones: number;
  twoHours: boolean;
};

function EnableHere({ publicKey }: { publicKey: string }) {
  const fetcher = useFetcher();
  // Known in the browser only: the server renders the button disabled.
  const support = useSyncExternalStore(noSupportChange, pushSupportHere, () => "checking" as const);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function enable() {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await subscribeToPush(publicKey, CLIENT_WORKER);
      const fields = new FormData();
      fields.set("zamiar", REMINDER_INTENTS.on);
      fields.set("endpoint", subscription.endpoint ?? "");
      fields.set("p256dh", subscription.keys?.p256dh ?? "");
      fields.set("auth", subscription.keys?.auth ?? "");
      await fetcher.submit(fields, { method: "post", action: REMINDERS_ACTION });
    } catch (error) {
      setProblem(pushEnableProblem(error));
    } finally {
      setBusy(false);
    }
  }

  if (support === "iphone" || support === "no") return <p>{t(support === "iphone" ? CLIENT_REMINDERS.iphone : CLIENT_REMINDERS.unsupported)}</p>;
  return (
    <>
      {problem && <p role="alert">{t(problem)}</p>}
      <button type="button" className="button-primary" disabled={busy || support === "checking"} onClick={() => void enable()}>
        {t(busy ? CLIENT_REMINDERS.enabling : CLIENT_REMINDERS.enable)}
      </button>
    </>
  );
}

function DisableForm() {
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
      action={REMINDERS_ACTION}
      onSubmit={(event) => {
        // With JavaScript, this phone only (its subscription ended too); without, every phone of the client.
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        void unsubscribeFromPush(CLIENT_WORKER.scope).then((endpoint) => {
          if (endpoint) fields.set("endpoint", endpoint);
          return fetcher.submit(fields, { method: "post", action: REMINDERS_ACTION });
        });
      }}
    >
      <button type="submit" name="zamiar" value={REMINDER_INTENTS.off} className="button-secondary">
        {t(CLIENT_REMINDERS.disable)}
      </button>
    </fetcher.Form>
  );
}

export function ClientReminders({ publicKey, phones, twoHours }: ClientRemindersProps) {
  return (
    <section aria-labelledby="przypomnienia" className="mt-10">
      <h2 id="przypomnienia" className="heading-2">
        {t(CLIENT_REMINDERS.title)}
      </h2>
      <p className="mt-4">{t(CLIENT_REMINDERS.lead)}</p>
      <p className="mt-2 font-bold">{t(phones > 0 ? remindedOnPhones(phones) : CLIENT_REMINDERS.byEmail)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <EnableHere publicKey={publicKey} />
        {phones > 0 && <DisableForm />}
      </div>
      <form method="post" action={REMINDERS_ACTION} className="mt-6 space-y-3">
        <label className="booking-check">
          <input type="checkbox" name="dwie-godziny" value="1" defaultChecked={twoHours} /> <span>{t(CLIENT_REMINDERS.twoHours)}</span>
        </label>
        <button type="submit" name="zamiar" value={REMINDER_INTENTS.twoHours} className="button-secondary">
          {t(CLIENT_REMINDERS.save)}
        </button>
      </form>
    </section>
  );
}
