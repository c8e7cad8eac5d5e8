/**
 * A quiz card (app/components/ui/QuizCard.tsx: the home page's quiz section and /quiz-list) as the
 * server renders it: the duration in the spec's form, minutes:seconds in Bengali digits (spec §9:
 * "Quiz duration shown as minutes:seconds from seconds"; issue 42, item 14).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Quiz } from "@contract";
import { QuizCard } from "../../app/components/ui/QuizCard";

const durationOn = (seconds: number) => {
  const quiz: Quiz = {
    id: 1,
    key: "cardiology-weekly",
    title: "কার্ডিওলজি সাপ্তাহিক কুইজ",
    participated: null,
    quiz_property: { title: "কার্ডিওলজি", full_mark: 25, duration: seconds },
  };
  return /<span data-duration="true">(.*?)<\/span>/.exec(renderToStaticMarkup(createElement(QuizCard, { quiz })))![1];
};

describe("a quiz card's duration", () => {
  it("reads minutes:seconds in Bengali digits", () => {
    expect(durationOn(750)).toBe("১২:৩০");
    expect(durationOn(2700)).toBe("৪৫:০০");
    expect(durationOn(90)).toBe("১:৩০");
  });
});
