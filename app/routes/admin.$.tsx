import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirectToAdmin } from "~/lib/admin-redirect.server";

export const loader = ({ request }: LoaderFunctionArgs) => redirectToAdmin(request);
