import { Icon } from "~/components/ui/Icon";
import type { LayoutData } from "~/lib/app-data.server";
import { telUrl } from "~/lib/links";
import { SocialLinks } from "./SocialLinks";

/** Helpline (Latin digits, so it can be dialled and copied) and social links, above the header. */
export function TopBar({ data }: { data: LayoutData }) {
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <Helpline phone={data.support.helpline} />
        <SocialLinks links={data.footer_social_links} />
      </div>
    </div>
  );
}

export function Helpline({ phone }: { phone: string }) {
  return (
    <a className="helpline" href={telUrl(phone)}>
      <Icon name="phone" size={16} />
      <span>
        হেল্পলাইন: <span className="helpline__number">{phone}</span>
      </span>
    </a>
  );
}
