/**
 * The holding page (decision 038): the exam is busy, the doctor's seat is kept and their time has
 * not started. Without JavaScript the Refresh header brings them back (and the link does at once);
 * with it the page counts the seconds down and then goes back itself.
 */
import { useLoaderData, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useState } from "react";
import { MyPage } from "~/components/layout/MyPage";
import { bnNumber } from "~/lib/format";
import type { Holding } from "./holding.server";

export const HOLDING_TITLE = "আপনার আসন রাখা আছে";

export function HoldingPage() {
  const { returnTo, seconds, started } = useLoaderData<Holding>();
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      navigate(returnTo, { replace: true });
      return;
    }
    const tick = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(tick);
  }, [left, navigate, returnTo]);
  return (
    <MyPage title={HOLDING_TITLE}>
      <section className="my-card" role="status">
        <p>
          {started
            ? "এই মুহূর্তে অনেক ডাক্তার একসাথে পরীক্ষা দিচ্ছেন। আপনার দেওয়া উত্তরগুলো সংরক্ষিত আছে; প্রশ্নপত্র আবার খুলছে।"
            : "এই মুহূর্তে অনেক ডাক্তার একসাথে পরীক্ষা শুরু করছেন। আপনার পরীক্ষার সময় এখনও শুরু হয়নি: পরীক্ষা শুরু করার পর থেকেই আপনি পুরো সময় পাবেন।"}
        </p>
        <p>
          <strong>{bnNumber(left)}</strong> সেকেন্ডের মধ্যে পাতাটি নিজে থেকে আবার খুলবে। পাতাটি বন্ধ করবেন না।
        </p>
        <p>
          <Link className="btn btn-primary" to={returnTo} replace>
            এখনই আবার চেষ্টা করুন
          </Link>
        </p>
      </section>
    </MyPage>
  );
}
