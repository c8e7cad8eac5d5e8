import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminLogin } from "~/features/account/login.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminLogin(request);
