import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Await, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { BatchCategories } from "~/features/home/BatchCategories";
import { ContactsSection } from "~/features/home/ContactsSection";
import { CourseCategories } from "~/features/home/CourseCategories";
import { EventsSection } from "~/features/home/EventsSection";
import { FaqPreview } from "~/features/home/FaqPreview";
import { HelpButton } from "~/features/home/HelpButton";
import { Hero } from "~/features/home/Hero";
import { MAINTENANCE_NOTICE_ENABLED, MaintenanceModal } from "~/features/home/MaintenanceModal";
import { MessengerChat } from "~/features/home/MessengerChat";
import { NoticeBar } from "~/features/home/NoticeBar";
import { OtherServices } from "~/features/home/OtherServices";
import { PromoBanners } from "~/features/home/PromoBanners";
import { QuizSection } from "~/features/home/QuizSection";
import { config } from "~/lib/config.server";
import { homeSections } from "~/features/home/home.server";
import { useAppData } from "~/lib/use-app-data";

// Its own chunk, fetched only when a promotion is due: most visits never show it.
const PromotionModal = lazy(() => import("~/features/home/PromotionModal").then((m) => ({ default: m.PromotionModal })));

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

/**
 * Section order follows spec §1. The promotional banners sit right after "other services": both are
 * about offers beyond the core courses, and placing them there keeps the course catalogue, FAQ and
 * contacts together further down.
 */
export default function Home() {
  const data = useLoaderData<typeof loader>();
  const app = useAppData();
  return (
    <>
      <NoticeBar notices={data.notices} />
      <Hero heading={app.company_name} slogan={app.company_slogan} isLoggedIn={app.is_logged_in} slides={data.slides} />
      <EventsSection events={data.events} />
      <BatchCategories categories={data.categories} />
      <OtherServices services={data.services} />
      <PromoBanners banners={data.banners} />
      <CourseCategories courses={data.courses} />
      <FaqPreview faqs={data.faqs} />
      <ContactsSection contacts={data.contacts} />
      <QuizSection quizzes={data.quizzes} />
      <HelpButton support={app.support} />
      <MessengerChat pageId={data.messengerPageId} />
      <Suspense fallback={null}>
        <Await resolve={data.promo} errorElement={null}>
          {(promo) => (promo ? <PromotionModal promo={promo} /> : null)}
        </Await>
      </Suspense>
      {MAINTENANCE_NOTICE_ENABLED ? <MaintenanceModal /> : null}
    </>
  );
}
