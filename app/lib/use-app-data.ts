import { useRouteLoaderData } from "@remix-run/react";
import type { LayoutData } from "./app-data.server";
import type { loader as rootLoader } from "~/root";

/**
 * The layout's app data (menus, logo, support contacts, the logged-in doctor's name and avatar) from
 * the root loader. Throws if the root loader did not run, which only an error page can see: those
 * use `useOptionalAppData`.
 */
export function useAppData(): LayoutData {
  const data = useOptionalAppData();
  if (!data) throw new Error("useAppData: root loader data is missing");
  return data;
}

export function useOptionalAppData(): LayoutData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root")?.appData;
}
