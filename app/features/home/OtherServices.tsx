import type { OtherService } from "@contract";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { NEW_TAB } from "~/lib/links";
import { HomeSection } from "./HomeSection";
import { ServiceIcon } from "~/components/ui/topic-icons";

/** Sister services live on their own sites, hence a new tab for each. */
export function OtherServices({ services }: { services: Promise<OtherService[] | null> }) {
  return (
    <HomeSection
      name="services"
      title="আমাদের অন্যান্য সেবা"
      data={services}
      skeleton={<SkeletonList shape="service" count={SKELETON_COUNTS.services} className="card-grid card-grid--services" />}
    >
      {(list) => (
        <div className="card-grid card-grid--services">
          {list.map((s) => (
            <a key={s.key} href={s.link} {...NEW_TAB} className="card service-card" data-service={s.key}>
              <ServiceIcon service={s.key} />
              <span className="card__title">{s.title}</span>
            </a>
          ))}
        </div>
      )}
    </HomeSection>
  );
}
