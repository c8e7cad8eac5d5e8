import type { AppLink } from "@contract";
import { Link } from "~/components/ui/Link";
import type { LayoutData } from "~/lib/app-data.server";
import { bnDigits } from "~/lib/format";
import { NEW_TAB } from "~/lib/links";
import { LayoutIcon } from "./LayoutIcon";
import { SocialLinks } from "./SocialLinks";
import { Helpline } from "./TopBar";

const STORE_NAME: Record<AppLink["platform"], string> = { android: "Google Play", ios: "App Store" };

/**
 * Full footer: logo, slogan, footer menu, social and app links, copyright. The reduced variant (my
 * area, footer-details-hidden pages; spec §2 Layout) keeps only the menu line and the copyright.
 */
export function SiteFooter({ data, reduced = false }: { data: LayoutData; reduced?: boolean }) {
  return (
    <footer className={reduced ? "site-footer site-footer--reduced" : "site-footer"}>
      {!reduced && (
        <div className="container site-footer__grid">
          <div className="site-footer__brand">
            {/* Below the fold on every page: fetched when scrolled near, not beside the page's first paint. */}
            <img
              src={data.footer_logo}
              alt={data.company_name}
              height={48}
              loading="lazy"
              decoding="async"
              className="site-footer__logo"
            />
            <p className="site-footer__slogan">{data.company_slogan}</p>
            <SocialLinks links={data.footer_social_links} />
          </div>
          <nav aria-label="ফুটার মেনু">
            <h2 className="site-footer__heading">গুরুত্বপূর্ণ লিংক</h2>
            <FooterMenu items={data.footer_menu} />
          </nav>
          <div>
            <h2 className="site-footer__heading">অ্যাপ ডাউনলোড করুন</h2>
            <ul className="app-links">
              {data.app_links.map((app) => (
                <li key={app.platform}>
                  <a className="app-badge" href={app.link} {...NEW_TAB} aria-label={`${app.title} — ${STORE_NAME[app.platform]}`}>
                    <LayoutIcon name={app.platform} size={26} />
                    <span>
                      <small>ডাউনলোড করুন</small>
                      <strong>{STORE_NAME[app.platform]}</strong>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <h2 className="site-footer__heading">যোগাযোগ</h2>
            <Helpline phone={data.support.helpline} />
          </div>
        </div>
      )}
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          {reduced && <FooterMenu items={data.footer_menu} inline />}
          <p>
            © {bnDigits(String(dhakaYear()))} {data.company_name}। সর্বস্বত্ব সংরক্ষিত।
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterMenu({ items, inline = false }: { items: LayoutData["footer_menu"]; inline?: boolean }) {
  return (
    <ul className={inline ? "footer-menu footer-menu--inline" : "footer-menu"}>
      {items.map((item) => (
        <li key={item.link}>
          {/^https?:\/\//i.test(item.link) ? (
            <a href={item.link} {...NEW_TAB}>
              {item.title}
            </a>
          ) : (
            <Link to={item.link} prefetch="intent">
              {item.title}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

const yearInDhaka = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "Asia/Dhaka" });
function dhakaYear(): number {
  return Number(yearInDhaka.format(new Date()));
}
