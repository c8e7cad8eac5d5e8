import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta, summarise } from "~/components/ui/page-meta";
import { StaticPage } from "~/features/content/StaticPage";
import { loadStaticPage } from "~/features/content/static-pages.server";

export const loader = () => loadStaticPage("privacy-policy");
export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.title, summarise(data?.body_html ?? ""));

export default function PrivacyPolicy() {
  return <StaticPage page={useLoaderData<typeof loader>()} />;
}
