// "Wyloguj" at /moje-treningi. It ends push on this browser too: with
// JavaScript the page unsubscribes the browser and sends its endpoint (an
// empty one when it has none), so only this phone stops getting reminders;
// a form sent without JavaScript cannot say which phone it is, so the server
// removes every push phone of the client (they turn it on again in a tap),
// as it does when this browser's push cannot be read within two seconds.
import { Form, useSubmit } from "react-router";
import { unsubscribeFromPush } from "~/notifications";
import { PAGE } from "./client-account.messages";

/** How long the push subscription is waited for: a browser whose workers are stuck still signs out. */
const PUSH_LIMIT_MS = 2000;

export function SignOutForm({ pushScope }: { pushScope: string }) {
  const submit = useSubmit();
  return (
    <Form
      method="post"
      className="mt-10"
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        fields.set("intent", "sign-out");
        let sent = false;
        // null: this browser's push is not known in time, and the form says nothing of it: as without JavaScript, every push phone goes.
        const signOut = (endpoint: string | undefined | null) => {
          if (sent) return;
          sent = true;
          if (endpoint !== null) fields.set("endpoint", endpoint ?? "");
          void submit(fields, { method: "post" });
        };
        setTimeout(() => signOut(null), PUSH_LIMIT_MS);
        // A browser whose push cannot be read still signs out; the server then knows no endpoint of it.
        void unsubscribeFromPush(pushScope).then(signOut, () => signOut(undefined));
      }}
    >
      <button type="submit" name="intent" value="sign-out" className="button-secondary">
        {PAGE.signOut}
      </button>
    </Form>
  );
}
