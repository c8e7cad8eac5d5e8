import type { PromotionalBanner } from "@contract";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { SmartLink } from "~/components/ui/SmartLink";
import { HomeSection } from "./HomeSection";

export function PromoBanners({ banners }: { banners: Promise<PromotionalBanner[] | null> }) {
  return (
    <HomeSection
      name="banners"
      title="বিশেষ আয়োজন"
      data={banners}
      skeleton={
        <SkeletonList shape="banner" count={SKELETON_COUNTS.banners} className="card-grid card-grid--banners card-grid--swipe" />
      }
      hideWhen={(list) => list.length === 0}
    >
      {(list) => (
        <div className="card-grid card-grid--banners card-grid--swipe">
          {list.map((b) => (
            <SmartLink key={b.key} to={b.link} className={`card banner-card banner-card--${b.key}`}>
              <img src={b.image} alt="" width={600} height={300} loading="lazy" decoding="async" className="banner-card__image" />
              <span className="banner-card__text" data-banner={b.key}>
                <span className="card__title">{b.title}</span>
                {b.subtitle ? <span className="card__subtitle">{b.subtitle}</span> : null}
              </span>
            </SmartLink>
          ))}
        </div>
      )}
    </HomeSection>
  );
}
