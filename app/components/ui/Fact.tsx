import type { ReactNode } from "react";
import { Icon, type IconName } from "./Icon";

/** One row of a `<dl className="facts">`, the fact list event and batch pages share. */
export function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>
        <Icon name={icon} size={18} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
