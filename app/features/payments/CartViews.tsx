/**
 * The unit-video cart page's parts: the course's videos with add buttons, the cart (each video with
 * its class questions, already sanitised by the loader), and the videos already bought. Every button
 * is a plain POST form, so the page works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { UnitVideo, UnitVideoCart } from "@contract";
import { PriceLines } from "~/components/ui/PriceLines";
import { formatDate, formatDuration, formatTaka, bnNumber } from "~/lib/format";
import { cartPath, unitVideoPath } from "./paths";

type CartVideo = UnitVideoCart["items"][number];

function ChangeButton({ intent, videoId, label }: { intent: "add" | "remove"; videoId: number; label: string }) {
  return (
    <Form method="post" className="cart__change">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="unit_video_id" value={videoId} />
      <button type="submit" className={intent === "add" ? "btn btn-primary" : "btn"}>
        {label}
      </button>
    </Form>
  );
}

/** The courses that sell unit videos: where the doctor picks a cart. */
export function CourseChoice({ courses }: { courses: { id: number; title: string; videos: number }[] }) {
  return (
    <ul className="cart-courses">
      {courses.map((c) => (
        <li key={c.id} className="card">
          <Link to={cartPath(c.id)}>{c.title}</Link>
          <span className="card__meta"> · {bnNumber(c.videos)}টি ইউনিট ভিডিও</span>
        </li>
      ))}
    </ul>
  );
}

/** Every unit video of the course; one in the cart or bought says so instead of offering the add button. */
export function VideoShelf({ videos, cart }: { videos: UnitVideo[]; cart: UnitVideoCart }) {
  const inCart = new Set(cart.items.map((v) => v.id));
  const bought = new Set(cart.purchased.map((v) => v.id));
  return (
    <ul className="cart-shelf">
      {videos.map((v) => (
        <li key={v.id} className="card cart-shelf__item" data-unit-video-id={v.id}>
          <p className="cart-shelf__title">{v.title}</p>
          <p className="card__meta">
            {v.batch.title} · <time dateTime={v.event.date}>{formatDate(v.event.date)}</time> · {formatDuration(v.duration)} ·{" "}
            <span data-price={v.price}>{formatTaka(v.price)}</span>
          </p>
          {bought.has(v.id) ? (
            <p className="cart__state" data-state="purchased">
              কেনা হয়েছে · <Link to={unitVideoPath(v.id)}>ভিডিওটি দেখুন</Link>
            </p>
          ) : inCart.has(v.id) ? (
            <p className="cart__state" data-state="in-cart">
              কার্টে আছে
            </p>
          ) : (
            <ChangeButton intent="add" videoId={v.id} label="কার্টে যোগ করুন" />
          )}
        </li>
      ))}
    </ul>
  );
}

function VideoDetails({ video }: { video: CartVideo }) {
  return (
    <>
      <p className="cart-item__title">{video.title}</p>
      <p className="card__meta">
        {video.event.topic} · <time dateTime={video.event.date}>{formatDate(video.event.date)}</time> ·{" "}
        {formatDuration(video.duration)}
      </p>
      {video.question_html ? (
        <details className="cart-item__questions">
          <summary>ক্লাসের প্রশ্নোত্তর</summary>
          <div className="prose" dangerouslySetInnerHTML={{ __html: video.question_html }} />
        </details>
      ) : null}
    </>
  );
}

/** The cart: its videos (spec's cart-details), the server's total, remove one, clear. */
export function CartItems({ cart }: { cart: UnitVideoCart }) {
  if (!cart.items.length) return <p className="cart__empty">কার্টে এখনো কোনো ভিডিও নেই। নিচের তালিকা থেকে যোগ করুন।</p>;
  return (
    <>
      <ul className="cart-items">
        {cart.items.map((v) => (
          <li key={v.id} className="cart-item" data-cart-item={v.id}>
            <VideoDetails video={v} />
            <p>
              <span data-price={v.price}>{formatTaka(v.price)}</span>
            </p>
            <ChangeButton intent="remove" videoId={v.id} label="বাদ দিন" />
          </li>
        ))}
      </ul>
      <PriceLines
        lines={[
          { label: "ভিডিও", value: `${bnNumber(cart.items.length)}টি` },
          { label: "মোট", value: formatTaka(cart.total), total: true, data: { "data-cart-total": cart.total } },
        ]}
      />
      <Form method="post">
        <input type="hidden" name="intent" value="clear" />
        <button type="submit" className="btn">
          কার্ট খালি করুন
        </button>
      </Form>
    </>
  );
}

export function PurchasedVideos({ videos }: { videos: CartVideo[] }) {
  if (!videos.length) return null;
  return (
    <section className="card cart-purchased" aria-labelledby="cart-purchased-title">
      <h2 id="cart-purchased-title">আপনার কেনা ভিডিও</h2>
      <ul className="cart-items">
        {videos.map((v) => (
          <li key={v.id} className="cart-item" data-purchased={v.id}>
            <VideoDetails video={v} />
            <p>
              <Link to={unitVideoPath(v.id)} className="btn btn-primary" data-watch={v.id}>
                ভিডিওটি দেখুন
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
