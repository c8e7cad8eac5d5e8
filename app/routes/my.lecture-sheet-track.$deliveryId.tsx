import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { MyPage } from "~/components/layout/MyPage";
import { pageMeta } from "~/components/ui/page-meta";
import { sheetTracking } from "~/features/study/materials.server";
import { STUDY_PATHS } from "~/features/study/paths";
import { studyLinks } from "~/features/study/route-exports";
import { DeliveryTimeline, STAGE_LABELS } from "~/features/study/SheetViews";

export const meta: MetaFunction = () => pageMeta("শিট ডেলিভারি ট্র্যাক", "ছাপা লেকচার শিটের কুরিয়ার ডেলিভারির অবস্থা।");
export const links = studyLinks;

export const loader = ({ request, params }: LoaderFunctionArgs) => sheetTracking(request, params.deliveryId);

export default function SheetTrack() {
  const delivery = useLoaderData<typeof loader>();
  return (
    <MyPage
      parent={<Link to={STUDY_PATHS.lectureSheets}>← লেকচার শিট</Link>}
      title={delivery.sheet.title}
      lead={`${delivery.sheet.course_title} · এখন: ${STAGE_LABELS[delivery.stage]}`}
    >
      <section className="my-card" aria-labelledby="parcel-title">
        <h2 id="parcel-title">পার্সেল</h2>
        <p>
          {delivery.courier} · ট্র্যাকিং নম্বর: <span lang="en">{delivery.tracking_code}</span>
        </p>
        <p>ঠিকানা: {delivery.address}</p>
      </section>
      <section className="my-card" aria-labelledby="timeline-title">
        <h2 id="timeline-title">ডেলিভারির ধাপ</h2>
        <DeliveryTimeline delivery={delivery} />
      </section>
    </MyPage>
  );
}
