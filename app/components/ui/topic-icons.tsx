import type { CourseFamily, OtherService } from "@contract";
import type { ReactNode } from "react";

/* Line illustrations on a 48×48 grid, drawn with currentColor so each card tints them. */

const COURSE_ICONS: Record<CourseFamily["icon"], ReactNode> = {
  // Stethoscope: the clinical fellowship.
  "icon-fcps": (
    <>
      <path d="M12 6v12a8 8 0 0 0 16 0V6" />
      <path d="M9 6h6M25 6h6" />
      <path d="M20 26v6a8 8 0 0 0 16 0v-4" />
      <circle cx="36" cy="24" r="4" />
    </>
  ),
  // Hospital with a cross: residency training.
  "icon-residency": (
    <>
      <path d="M8 42V16l16-8 16 8v26" />
      <path d="M4 42h40" />
      <path d="M24 16v10M19 21h10" />
      <path d="M20 42v-8h8v8" />
    </>
  ),
  // Microscope: research degrees.
  "icon-m-phil-diploma": (
    <>
      <path d="M20 6l8 4-8 16-8-4z" />
      <path d="M22 26l-2 4" />
      <path d="M30 20a10 10 0 0 1-4 18" />
      <path d="M10 42h28M16 38h14" />
    </>
  ),
  // Globe with a plus: public health.
  "icon-mph": (
    <>
      <circle cx="22" cy="24" r="16" />
      <path d="M6 24h32M22 8c5 5 5 27 0 32M22 8c-5 5-5 27 0 32" />
      <path d="M38 34v10M33 39h10" />
    </>
  ),
  // Stacked books: several exams prepared together.
  "icon-combined": (
    <>
      <rect x="8" y="30" width="32" height="8" rx="2" />
      <rect x="11" y="20" width="28" height="10" rx="2" />
      <rect x="8" y="10" width="30" height="10" rx="2" />
      <path d="M14 10v10M17 30v8" />
    </>
  ),
  // Star in a ring: the special track for outliers.
  "icon-outlier": (
    <>
      <circle cx="24" cy="24" r="18" />
      <path d="M24 13l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L24 29.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" />
    </>
  ),
};

const SERVICE_ICONS: Record<OtherService["key"], ReactNode> = {
  // Briefcase: civil-service (BCS) career.
  "bcs-care": (
    <>
      <rect x="6" y="14" width="36" height="26" rx="3" />
      <path d="M17 14v-4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4M6 26h36M22 26v4h4v-4" />
    </>
  ),
  // Graduation cap: post-graduate coaching.
  "genesis-pg": (
    <>
      <path d="M4 18l20-9 20 9-20 9z" />
      <path d="M12 22v9c0 3 5 6 12 6s12-3 12-6v-9M44 18v12" />
    </>
  ),
  // Tooth: dentistry.
  dentistry: (
    <path d="M16 6c-6 0-9 5-8 11 1 5 3 8 4 14 1 5 2 11 5 11 4 0 3-10 7-10s3 10 7 10c3 0 4-6 5-11 1-6 3-9 4-14 1-6-2-11-8-11-4 0-5 2-8 2s-4-2-8-2z" />
  ),
  // Rosette with ribbons: college certification.
  gcpsc: (
    <>
      <circle cx="24" cy="18" r="12" />
      <circle cx="24" cy="18" r="6" />
      <path d="M17 28l-5 14 6-3 4 5 2-12M31 28l5 14-6-3-4 5-2-12" />
    </>
  ),
};

function Svg({ children, className }: { children: ReactNode; className: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export const CourseIcon = ({ icon }: { icon: CourseFamily["icon"] }) => (
  <Svg className={`course-icon ${icon}`}>{COURSE_ICONS[icon]}</Svg>
);

export const ServiceIcon = ({ service }: { service: OtherService["key"] }) => (
  <Svg className={`service-icon service-icon--${service}`}>{SERVICE_ICONS[service]}</Svg>
);
