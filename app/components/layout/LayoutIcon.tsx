import type { LayoutIconName } from "~/components/ui/icon-shapes";
import sprite from "~/components/ui/icons.svg";

export type { LayoutIconName };

/**
 * Glyphs the layout needs that the shared ui/Icon set does not carry (brand marks, menu, chevron), from
 * the icon sprite. Same 24×24 grid and markup as ui/Icon; decorative, so hidden from screen readers.
 */
export function LayoutIcon({ name, size = 18 }: { name: LayoutIconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className="icon-inline">
      <use href={`${sprite}#l-${name}`} />
    </svg>
  );
}
