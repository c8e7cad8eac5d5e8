/**
 * Spec §9 skeleton counts: each home section, rendered while its data is still pending, shows that
 * many placeholder cards. The sections are rendered for real (server render of the pending state),
 * so a section that drops its skeleton or shows the wrong number fails here.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BatchCategories } from "~/features/home/BatchCategories";
import { ContactsSection } from "~/features/home/ContactsSection";
import { CourseCategories } from "~/features/home/CourseCategories";
import { EventsSection } from "~/features/home/EventsSection";
import { FaqPreview } from "~/features/home/FaqPreview";
import { OtherServices } from "~/features/home/OtherServices";
import { QuizSection } from "~/features/home/QuizSection";

const pending = () => new Promise<never>(() => {});

// Each section takes its pending list under its own prop name.
type Section = ComponentType<Record<string, Promise<never>>>;

function skeletonCards(component: Section, prop: string): number {
  const html = renderToString(createElement(component, { [prop]: pending() }));
  expect(html).toContain("data-skeleton");
  return html.match(/class="skeleton-card /g)?.length ?? 0;
}

describe("home sections while their data is pending (spec §9)", () => {
  it.each([
    ["other services", OtherServices, "services", 4],
    ["batch categories", BatchCategories, "categories", 11],
    ["course categories", CourseCategories, "courses", 6],
    ["contacts", ContactsSection, "contacts", 12],
    ["events", EventsSection, "events", 3],
    ["quizzes", QuizSection, "quizzes", 4],
    ["FAQ preview", FaqPreview, "faqs", 5],
  ] as const)("%s show their placeholder cards", (_name, component, prop, count) => {
    expect(skeletonCards(component as unknown as Section, prop)).toBe(count);
  });
});
