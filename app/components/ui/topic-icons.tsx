import type { CourseFamily, OtherService } from "@contract";
import sprite from "./icons.svg";

/* Line illustrations on a 48×48 grid (icon-shapes.tsx), from the icon sprite; each card tints them with currentColor. */

function Svg({ id, className }: { id: string; className: string }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" className={className}>
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}

export const CourseIcon = ({ icon }: { icon: CourseFamily["icon"] }) => (
  <Svg id={`c-${icon}`} className={`course-icon ${icon}`} />
);

export const ServiceIcon = ({ service }: { service: OtherService["key"] }) => (
  <Svg id={`s-${service}`} className={`service-icon service-icon--${service}`} />
);
