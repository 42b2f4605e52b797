import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireAdmin } from "~/admin/index.server";
import { contentFor } from "~/site-content/index.server";

// An unknown address under /admin: the sign-in page for strangers (which
// says nothing about what exists), the panel's not-found page (the signed-in
// layout's error boundary) for the trainer.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw data(contentFor(context).pages.notFound.message, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
