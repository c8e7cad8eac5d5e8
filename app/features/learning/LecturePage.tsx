import type { Lecture } from "@contract";
import { formatSlotDay, formatSlotTime, SLOT_KIND_LABELS } from "~/lib/timetable";
import { CoursePage } from "./CoursePage";
import { VideoPlayer } from "./VideoPlayer";

/** One class of the doctor's timetable with its recordings (batch and master timetables alike). */
export function LecturePage({ lecture }: { lecture: Lecture }) {
  const { event } = lecture;
  return (
    <CoursePage course={lecture.course} title={event.topic}>
      <p className="lecture-meta">
        <span className={`slot-kind slot-kind--${event.kind}`}>{SLOT_KIND_LABELS[event.kind]}</span>{" "}
        <time dateTime={event.date}>{formatSlotDay(event.date)}</time>, {formatSlotTime(event)} · {event.teacher}
      </p>
      {lecture.videos.length === 0 ? (
        <p className="empty-state">এই ক্লাসের ভিডিও এখনো প্রকাশিত হয়নি। প্রকাশিত হলে এখানেই দেখা যাবে।</p>
      ) : (
        <div className="lecture-videos">
          {lecture.videos.map((video) => (
            <VideoPlayer key={video.id} video={video} watermark={lecture.watermark} />
          ))}
        </div>
      )}
      <p className="my-card__note">ভিডিওর ওপর আপনার মোবাইল নম্বর দেখা যায়: ভিডিওটি শুধু আপনার জন্য, অন্য কাউকে দেখাবেন না।</p>
    </CoursePage>
  );
}
