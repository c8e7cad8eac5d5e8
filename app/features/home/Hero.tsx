import { Await } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { HeroSlide } from "@contract";
import { Suspense } from "react";
import { SkeletonList } from "~/components/ui/Skeleton";
import { EmptyState } from "~/components/ui/EmptyState";
import { HeroSlider } from "./HeroSlider";

type Props = {
  heading: string;
  slogan: string;
  isLoggedIn: boolean;
  slides: Promise<HeroSlide[] | null>;
};

export function Hero({ heading, slogan, isLoggedIn, slides }: Props) {
  return (
    <section className="hero" data-section="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">এফসিপিএস · রেসিডেন্সি · এম.ফিল · ডিপ্লোমা</p>
          <h1 id="hero-title" className="hero__title">
            {heading}
          </h1>
          <p className="hero__slogan">{slogan}</p>
          <div className="hero__actions">
            {isLoggedIn ? (
              <Link to="/my/dashboard" className="btn btn-primary btn-lg" data-hero-cta="dashboard">
                ড্যাশবোর্ডে যান
              </Link>
            ) : (
              <>
                <Link to="/login" className="btn btn-primary btn-lg" data-hero-cta="login">
                  লগইন
                </Link>
                <Link to="/join" className="btn btn-outline btn-lg" data-hero-cta="join">
                  রেজিস্টার
                </Link>
              </>
            )}
          </div>
        </div>
        <div className="hero__media">
          <Suspense fallback={<SkeletonList shape="slide" count={1} className="hero-slider" />}>
            <Await resolve={slides} errorElement={<EmptyState />}>
              {(list) => (list ? <HeroSlider slides={list} /> : <EmptyState />)}
            </Await>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
