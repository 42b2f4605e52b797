// The menu's counts alone (/admin/nowosci), which the panel asks for again
// when the trainer comes back to it: a new booking shows without reloading
// the page or rerunning its loaders (a half-typed form stays).
import type { Route } from "./+types/panel-news";
import { panelNews, requireAdmin } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  return { news: await panelNews(await getDatabase(), now), at: now.getTime() };
}
