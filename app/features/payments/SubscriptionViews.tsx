/** Subscription pages' parts: plan cards, the duration form, an order's lines and its video list. */
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { SubscriptionOrder, SubscriptionPlan } from "@contract";
import { amountDueLines, PriceLines } from "~/components/ui/PriceLines";
import { bnNumber, formatDate, formatDateTime, formatTaka } from "~/lib/format";
import { subscriptionPaths } from "./paths";

export const ORDER_STATUS_LABELS: Record<SubscriptionOrder["status"], string> = {
  pending_payment: "পরিশোধের অপেক্ষায়",
  active: "সক্রিয়",
  expired: "মেয়াদ শেষ",
};

export function PlanCards({ plans }: { plans: SubscriptionPlan[] }) {
  return (
    <ul className="cart-shelf">
      {plans.map((p) => (
        <li key={p.id} className="card" data-plan-id={p.id}>
          <h2 className="cart-shelf__title">{p.title}</h2>
          <p>{p.description}</p>
          <p className="card__meta">
            {p.course.title} · {bnNumber(p.videos)}টি ভিডিও · {formatTaka(Math.min(...p.durations.map((d) => d.price)))} থেকে
          </p>
          <Link to={subscriptionPaths.duration(p.id)} className="btn btn-primary">
            মেয়াদ বেছে নিন
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DurationForm({ plan, error }: { plan: SubscriptionPlan; error?: string }) {
  return (
    <Form method="post" action={subscriptionPaths.add} className="card">
      <input type="hidden" name="plan_id" value={plan.id} />
      <fieldset>
        <legend>মেয়াদ</legend>
        {plan.durations.map((d, i) => (
          <label key={d.id} className="duration-choice">
            <input type="radio" name="duration_id" value={d.id} defaultChecked={i === 0} required /> {bnNumber(d.months)} মাস ·{" "}
            <span data-price={d.price}>{formatTaka(d.price)}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="payment-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        সাবস্ক্রাইব করুন
      </button>
    </Form>
  );
}

export function OrderLines({ order }: { order: SubscriptionOrder }) {
  return (
    <PriceLines
      lines={[
        { label: "প্ল্যান", value: order.plan.title },
        { label: "মেয়াদ", value: `${bnNumber(order.months)} মাস` },
        { label: "অবস্থা", value: <span data-order-status={order.status}>{ORDER_STATUS_LABELS[order.status]}</span> },
        ...(order.ends_at
          ? [{ label: "মেয়াদ শেষ", value: <time dateTime={order.ends_at}>{formatDateTime(order.ends_at)}</time> }]
          : []),
        { label: "মূল্য", value: formatTaka(order.price) },
        ...amountDueLines(order.amount_due),
      ]}
    />
  );
}

export function OrderList({ orders }: { orders: SubscriptionOrder[] }) {
  return (
    <ul className="payment-list">
      {orders.map((o) => (
        <li key={o.id} className="card payment-list__item" data-order-id={o.id} data-status={o.status}>
          <p className="payment-list__title">
            {o.plan.title} · {bnNumber(o.months)} মাস · {ORDER_STATUS_LABELS[o.status]}
          </p>
          {o.status === "pending_payment" ? (
            <Link to={subscriptionPaths.checkout(o.id)}>পরিশোধ করুন</Link>
          ) : (
            <Link to={subscriptionPaths.list(o.id)}>ভিডিওর তালিকা</Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function OrderVideos({ order }: { order: SubscriptionOrder }) {
  const open = order.status === "active";
  return (
    <ul className="cart-items">
      {order.videos.map((v) => (
        <li key={v.id} className="cart-item" data-video-id={v.id}>
          {open ? <Link to={subscriptionPaths.view(order.id, v.id)}>{v.title}</Link> : <span>{v.title}</span>}
          <p className="card__meta">
            {v.event.topic} · <time dateTime={v.event.date}>{formatDate(v.event.date)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
