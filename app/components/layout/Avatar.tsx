import type { LayoutDoctor } from "~/lib/app-data.server";

/** The doctor's photo, or the first letter of their name without the "ডা."/"Dr." title. */
export function Avatar({ doctor, size = 36 }: { doctor: LayoutDoctor; size?: number }) {
  if (doctor.avatar) {
    return <img className="avatar" src={doctor.avatar} alt="" width={size} height={size} />;
  }
  return (
    <span className="avatar avatar--initial" style={{ width: size, height: size }} aria-hidden="true">
      {initialOf(doctor.name)}
    </span>
  );
}

function initialOf(name: string | null): string {
  const bare = (name ?? "").replace(/^\s*(ডাঃ|ডা\.|ডা|dr\.?)\s*/iu, "").trim();
  if (!bare) return "?";
  // A Bengali letter with its vowel sign ("তা") is one grapheme but two code points.
  const [first] = new Intl.Segmenter("bn", { granularity: "grapheme" }).segment(bare);
  return first?.segment ?? bare.charAt(0);
}
