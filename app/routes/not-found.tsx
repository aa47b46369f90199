import { NotFoundView } from "~/components/not-found-view";
import { seo } from "~/seo/meta";

import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    title: "Page not found",
    description: "The page you asked for does not exist. Explore our saunas, gallery and blog.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundView />;
}
