import { redirect } from "@remix-run/node";
import { ACCOUNT_PATHS } from "~/features/account/paths";

export const loader = () => redirect(ACCOUNT_PATHS.dashboard);
