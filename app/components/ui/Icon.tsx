import type { IconName } from "./icon-shapes";
import sprite from "./icons.svg";

export type { IconName };

/** Small filled glyphs (24×24) used inline next to text, from the icon sprite; decorative, so hidden from screen readers. */
export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className ?? "icon-inline"}
    >
      <use href={`${sprite}#i-${name}`} />
    </svg>
  );
}
