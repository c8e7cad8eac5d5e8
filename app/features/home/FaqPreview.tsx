import { Link } from "~/components/ui/Link";
import type { FaqSummary } from "@contract";
import { EmptyState } from "~/components/ui/EmptyState";
import { FaqList } from "~/components/ui/FaqList";
import { Icon } from "~/components/ui/Icon";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { HomeSection } from "./HomeSection";

export function FaqPreview({ faqs }: { faqs: Promise<FaqSummary[] | null> }) {
  return (
    <HomeSection
      name="faq"
      title="সচরাচর জিজ্ঞাসা"
      data={faqs}
      skeleton={<SkeletonList shape="faq" count={SKELETON_COUNTS.faqs} className="faq-list" />}
      action={() => (
        <Link to="/faq" className="section-link" data-link="all-faqs">
          সব প্রশ্ন <Icon name="arrowRight" size={16} />
        </Link>
      )}
    >
      {(list) => (list.length > 0 ? <FaqList faqs={list} /> : <EmptyState message="এখনো কোনো প্রশ্ন যোগ করা হয়নি" />)}
    </HomeSection>
  );
}
