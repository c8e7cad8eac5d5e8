import { Link } from "~/components/ui/Link";
import type { BatchCategory } from "@contract";
import { Icon } from "~/components/ui/Icon";
import { SKELETON_COUNTS, SkeletonList } from "~/components/ui/Skeleton";
import { HomeSection } from "./HomeSection";

export function BatchCategories({ categories }: { categories: Promise<BatchCategory[] | null> }) {
  return (
    <HomeSection
      name="batch-categories"
      title="ব্যাচ ক্যাটাগরি"
      lead="আপনার লক্ষ্য অনুযায়ী ব্যাচ বেছে নিন"
      data={categories}
      skeleton={
        <SkeletonList
          shape="category"
          count={SKELETON_COUNTS.categories}
          className="card-grid card-grid--4 card-grid--categories"
        />
      }
    >
      {(list) => (
        <div className="card-grid card-grid--4 card-grid--categories">
          {list.map((c) => (
            <Link key={c.slug} to={`/${c.slug}/batches`} className="card category-card" prefetch="intent" data-category={c.slug}>
              <span className="category-card__text">
                <span className="card__title">{c.title}</span>
                {c.subtitle ? <span className="card__subtitle">{c.subtitle}</span> : null}
              </span>
              <Icon name="chevronRight" className="category-card__chevron" />
            </Link>
          ))}
        </div>
      )}
    </HomeSection>
  );
}
