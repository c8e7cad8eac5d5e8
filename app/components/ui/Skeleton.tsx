/**
 * Placeholders shaped like the cards they stand in for, so the page does not jump when data lands.
 * Counts follow spec §9; they live here so every list of the same kind waits with the same shape.
 */
export const SKELETON_COUNTS = {
  services: 4,
  categories: 11,
  courses: 6,
  contacts: 12,
  events: 3,
  quizzes: 4,
  faqs: 5,
  banners: 4,
} as const;

export type SkeletonShape = "service" | "category" | "course" | "contact" | "event" | "quiz" | "faq" | "banner" | "slide";

const LINES: Record<SkeletonShape, number> = {
  service: 1,
  category: 2,
  course: 1,
  contact: 4,
  event: 2,
  quiz: 3,
  faq: 1,
  banner: 2,
  slide: 0,
};
const HAS_MEDIA: ReadonlySet<SkeletonShape> = new Set(["service", "course", "event", "banner", "slide"]);

export function SkeletonList({ shape, count, className }: { shape: SkeletonShape; count: number; className: string }) {
  return (
    <div className={className} data-skeleton aria-busy="true">
      <span className="visually-hidden" role="status">
        লোড হচ্ছে…
      </span>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} shape={shape} />
      ))}
    </div>
  );
}

function SkeletonCard({ shape }: { shape: SkeletonShape }) {
  return (
    <div className={`skeleton-card skeleton-card--${shape}`} aria-hidden="true">
      {HAS_MEDIA.has(shape) ? <div className="skeleton skeleton-media" /> : null}
      {Array.from({ length: LINES[shape] }, (_, i) => (
        <div key={i} className="skeleton skeleton-line" />
      ))}
    </div>
  );
}
