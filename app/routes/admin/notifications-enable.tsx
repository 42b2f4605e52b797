// "Włącz na tym urządzeniu": asks the browser's permission, subscribes
// through the panel's service worker with the server's public VAPID key and
// posts the subscription. On an iPhone's Safari outside the home screen,
// push does not exist: the trainer reads how to add the panel there first.
import { useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { noSupportChange, PUSH_PAGE, pushEnableProblem, PUSH_TOPIC_LABELS, PUSH_TOPICS, pushSupportHere, subscribeToPush } from "~/notifications";
import { PANEL_WORKER } from "~/admin";
import { typeset as t } from "~/lib/typeset";

export function EnablePush({ publicKey }: { publicKey: string }) {
  const fetcher = useFetcher();
  // Known in the browser only: the server renders the button disabled.
  const support = useSyncExternalStore(noSupportChange, pushSupportHere, () => "checking" as const);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function enable(form: HTMLFormElement) {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await subscribeToPush(publicKey, PANEL_WORKER);
      const fields = new FormData(form);
      fields.set("endpoint", subscription.endpoint ?? "");
      fields.set("p256dh", subscription.keys?.p256dh ?? "");
      fields.set("auth", subscription.keys?.auth ?? "");
      await fetcher.submit(fields, { method: "post" });
    } catch (error) {
      setProblem(pushEnableProblem(error));
    } finally {
      setBusy(false);
    }
  }

  if (support === "iphone" || support === "no") return <p className="admin-lead">{t(support === "iphone" ? PUSH_PAGE.iphone : PUSH_PAGE.unsupported)}</p>;
  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault();
        void enable(event.currentTarget);
      }}
    >
      <input type="hidden" name="zamiar" value="wlacz" />
      <label className="admin-field">
        {t(PUSH_PAGE.deviceName)}
        <input name="nazwa" defaultValue={PUSH_PAGE.defaultName} maxLength={60} />
      </label>
      <fieldset>
        <legend>{t(PUSH_PAGE.kinds)}</legend>
        {PUSH_TOPICS.map((topic) => (
          <label key={topic} className="flex items-center gap-3">
            <input type="checkbox" name="rodzaj" value={topic} defaultChecked /> {t(PUSH_TOPIC_LABELS[topic])}
          </label>
        ))}
      </fieldset>
      {problem && <p role="alert">{t(problem)}</p>}
      <button type="submit" className="admin-button" disabled={busy || support === "checking"}>
        {t(busy ? PUSH_PAGE.enabling : PUSH_PAGE.enable)}
      </button>
    </form>
  );
}
