// /moje-treningi/dieta/druk: the signed-in client's diet of meals as a page
// to print or save as PDF (the browser's own "Zapisz jako PDF"), with the
// shopping list and the supplements; the site's chrome is left out of the
// print. Signed out, or with no meals written, the client page instead.
import { href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-diet-print";
import { signedInClient } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { CLIENT_DIET, DietPrintSheet } from "~/diet";
import { clientDietView } from "~/diet/index.server";

export const meta: Route.MetaFunction = () => [{ title: CLIENT_DIET.printTitle }, { name: "robots", content: "noindex" }];

// Health data: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDatabase();
  const client = await signedInClient(request, db);
  if (!client) throw redirect(href("/moje-treningi"));
  const [diet, card] = await Promise.all([
    clientDietView(db, client.clientId),
    db.selectFrom("clients").select("name").where("id", "=", client.clientId).executeTakeFirst(),
  ]);
  if (!diet?.days.length || !card) throw redirect(`${href("/moje-treningi")}#dieta`);
  return { diet, name: card.name };
}

export default function ClientDietPrint({ loaderData }: Route.ComponentProps) {
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-8">
        <Link to={`${href("/moje-treningi")}#dieta`} className="diet-print-chrome inline-flex min-h-11 items-center font-bold underline">
          ← {CLIENT_DIET.back}
        </Link>
        <DietPrintSheet name={loaderData.name} diet={loaderData.diet} />
      </div>
    </main>
  );
}
