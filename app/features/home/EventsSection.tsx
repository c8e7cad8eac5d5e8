import { Link } from "~/components/ui/Link";
import type { EventSummary } from "@contract";
import { EmptyState } from "~/components/ui/EmptyState";
import { EventCard } from "~/components/ui/EventCard";
import { Icon } from "~/components/ui/Icon";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { HomeSection } from "./HomeSection";

export function EventsSection({ events }: { events: Promise<EventSummary[] | null> }) {
  return (
    <HomeSection
      name="events"
      title="আসন্ন ইভেন্ট"
      lead="সেমিনার, ওয়ার্কশপ ও মিলনমেলায় অংশ নিন"
      data={events}
      skeleton={<SkeletonList shape="event" count={SKELETON_COUNTS.events} className="card-grid card-grid--3 card-grid--swipe" />}
      action={(list) =>
        list.length > 0 ? (
          <Link to="/events" className="section-link" data-link="all-events">
            সব ইভেন্ট দেখুন <Icon name="arrowRight" size={16} />
          </Link>
        ) : null
      }
    >
      {(list) =>
        list.length > 0 ? (
          <div className="card-grid card-grid--3 card-grid--swipe">
            {list.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </div>
        ) : (
          <EmptyState message="এই মুহূর্তে কোনো আসন্ন ইভেন্ট নেই" />
        )
      }
    </HomeSection>
  );
}
