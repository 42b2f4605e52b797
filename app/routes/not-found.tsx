import { data } from "react-router";
import pages from "~content/pages";

// Any path outside the route table: a real 404, rendered by the error page
// inside the site's layout.
export function loader() {
  throw data(pages.notFound.message, { status: 404 });
}

export default function NotFound() {
  return null;
}
