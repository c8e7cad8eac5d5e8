import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logoutAction } from "~/features/account/login.server";

/** POST only (the header's and drawer's logout forms): a link or prefetch must never log anyone out. */
export const action = ({ request }: ActionFunctionArgs) => logoutAction(request);

export const loader = () => redirect("/");
