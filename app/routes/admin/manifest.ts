import type { Route } from "./+types/manifest";
import { requireAdmin } from "~/admin/index.server";
import { MANIFEST_MEDIA_TYPE, panelManifest } from "~/admin";
import { contentFor } from "~/site-content/index.server";

/** The installable panel's manifest, named as the trainer's gender has it ("Panel trenerki"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response(JSON.stringify(panelManifest(contentFor(context).trainer.gender)), { headers: { "Content-Type": MANIFEST_MEDIA_TYPE } });
}
