import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { contentFor } from "~/site-content/index.server";
// This page is the error page: its code comes with the route's, not after it.
import "~/components/error-page";

// Any path outside the route table: a real 404, rendered by the error page
// inside the site's layout.
export function loader({ context }: Route.LoaderArgs) {
  throw data(contentFor(context).pages.notFound.message, { status: 404 });
}

export default function NotFound() {
  return null;
}
