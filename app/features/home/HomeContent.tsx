import type { ComponentProps } from "react";
import type { Support } from "@contract";
import { BatchCategories } from "./BatchCategories";
import { ContactsSection } from "./ContactsSection";
import { CourseCategories } from "./CourseCategories";
import { EventsSection } from "./EventsSection";
import { FaqPreview } from "./FaqPreview";
import { HelpButton } from "./HelpButton";
import { Hero } from "./Hero";
import { MessengerChat } from "./MessengerChat";
import { NoticeBar } from "./NoticeBar";
import { OtherServices } from "./OtherServices";
import { PromoBanners } from "./PromoBanners";
import { QuizSection } from "./QuizSection";

/** Each section's data as the loader gives it: one promise per section (home.server.ts). */
type HomeSectionsData = ComponentProps<typeof NoticeBar> &
  Pick<ComponentProps<typeof Hero>, "slides"> &
  ComponentProps<typeof EventsSection> &
  ComponentProps<typeof BatchCategories> &
  ComponentProps<typeof OtherServices> &
  ComponentProps<typeof PromoBanners> &
  ComponentProps<typeof CourseCategories> &
  ComponentProps<typeof FaqPreview> &
  ComponentProps<typeof ContactsSection> &
  ComponentProps<typeof QuizSection>;

type Props = {
  sections: HomeSectionsData;
  heading: string;
  slogan: string;
  isLoggedIn: boolean;
  support: Support;
  messengerPageId: string | null;
};

/**
 * Everything the home page shows, in spec §1's order; the route hydrates it after the page's load
 * (decision 076). The promotional banners sit right after "other services": both are about offers
 * beyond the core courses, and placing them there keeps the course catalogue, FAQ and contacts
 * together further down.
 */
export function HomeContent({ sections, heading, slogan, isLoggedIn, support, messengerPageId }: Props) {
  return (
    <>
      <NoticeBar notices={sections.notices} />
      <Hero heading={heading} slogan={slogan} isLoggedIn={isLoggedIn} slides={sections.slides} />
      <EventsSection events={sections.events} />
      <BatchCategories categories={sections.categories} />
      <OtherServices services={sections.services} />
      <PromoBanners banners={sections.banners} />
      <CourseCategories courses={sections.courses} />
      <FaqPreview faqs={sections.faqs} />
      <ContactsSection contacts={sections.contacts} />
      <QuizSection quizzes={sections.quizzes} />
      <HelpButton support={support} />
      <MessengerChat pageId={messengerPageId} />
    </>
  );
}
