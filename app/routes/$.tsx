import { ErrorPage } from "~/components/layout/ErrorPage";

/** Any URL no other route claims: a real 404 status, rendered by the root error boundary. */
export const loader = () => {
  throw new Response(null, { status: 404, statusText: "Not Found" });
};

// Never rendered (the loader always throws); its presence makes this a page route, not a resource route.
export default function NotFound() {
  return <ErrorPage status={404} />;
}
