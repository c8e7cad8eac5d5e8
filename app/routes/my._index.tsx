import { redirect } from "@remix-run/node";
import { ACCOUNT_PATHS } from "~/lib/auth/paths";

export const loader = () => redirect(ACCOUNT_PATHS.dashboard);
