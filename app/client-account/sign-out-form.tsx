// "Wyloguj" at /moje-treningi. It ends push on this browser too: with
// JavaScript the page unsubscribes the browser and sends its endpoint (an
// empty one when it has none), so only this phone stops getting reminders;
// a form sent without JavaScript cannot say which phone it is, so the server
// removes every push phone of the client (they turn it on again in a tap).
import { Form, useSubmit } from "react-router";
import { unsubscribeFromPush } from "~/notifications";
import { PAGE } from "./client-account.messages";

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
        const signOut = (endpoint: string | undefined) => {
          fields.set("endpoint", endpoint ?? "");
          return submit(fields, { method: "post" });
        };
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
