import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Await, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { Suspense } from "react";
import { codeAfterLoad } from "~/components/layout/code-after-load";
import { MAINTENANCE_NOTICE_ENABLED, MaintenanceModal } from "~/features/home/MaintenanceModal";
import { config } from "~/lib/config.server";
import { homeSections } from "~/features/home/home.server";
import { useAppData } from "~/lib/use-app-data";

// The page's sections, drawn by the server, hydrated once the page has loaded (decision 076): the first
// load carries the site's frame only.
const HomeContent = codeAfterLoad(() => import("~/features/home/HomeContent").then((m) => m.HomeContent));
// Fetched only when a promotion is due: most visits never show it.
const PromotionModal = codeAfterLoad(() => import("~/features/home/PromotionModal").then((m) => m.PromotionModal));

const TITLE = "সোপান মেডিকেল পিজি একাডেমি — পোস্ট-গ্র্যাজুয়েট প্রস্তুতি";
const DESCRIPTION =
  "এফসিপিএস, রেসিডেন্সি, এম.ফিল/ডিপ্লোমা ও এমপিএইচ পরীক্ষার প্রস্তুতি — লাইভ ক্লাস, লেকচার ভিডিও, মক টেস্ট ও কুইজ। পোস্ট-গ্র্যাজুয়েট প্রস্তুতির নির্ভরযোগ্য সোপান।";

export const meta: MetaFunction = () => [
  { title: TITLE },
  { name: "description", content: DESCRIPTION },
  { property: "og:type", content: "website" },
  { property: "og:site_name", content: "সোপান মেডিকেল পিজি একাডেমি" },
  { property: "og:title", content: TITLE },
  { property: "og:description", content: DESCRIPTION },
  { property: "og:locale", content: "bn_BD" },
  { property: "og:url", content: "https://sopan-pg.example/" },
  { name: "twitter:card", content: "summary" },
];

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  ...homeSections(request),
  // The root loader does not expose it, so the home page reads the portal's env itself.
  messengerPageId: config().MESSENGER_PAGE_ID ?? null,
});

/** A client-side navigation to home waits for the sections' code with the data, so they never show blank. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), HomeContent.preload()]);
  return data;
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const app = useAppData();
  return (
    <>
      <HomeContent
        sections={data}
        heading={app.company_name}
        slogan={app.company_slogan}
        isLoggedIn={app.is_logged_in}
        support={app.support}
        messengerPageId={data.messengerPageId}
      />
      <Suspense fallback={null}>
        <Await resolve={data.promo} errorElement={null}>
          {(promo) => (promo ? <PromotionModal promo={promo} /> : null)}
        </Await>
      </Suspense>
      {MAINTENANCE_NOTICE_ENABLED ? <MaintenanceModal /> : null}
    </>
  );
}
