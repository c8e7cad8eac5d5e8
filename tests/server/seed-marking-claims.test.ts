/**
 * No seeded text states a marking rule the marking does not apply (issue 42, item 7). Every text a
 * doctor reads about a paper (its instructions and questions, a quiz card, a notice, a course
 * material, a scrolling notice, an FAQ) is read sentence by sentence; a sentence about deductions
 * is a claim, and the claim is checked against the marking engine itself (`markQuestion` under the
 * paper's own `markingScheme`), answer by answer, on every paper the text speaks for. A sentence about
 * deductions this test cannot read is refused too, so a new text either says a rule it can check or
 * says none.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  batches,
  courseMaterials,
  doctorNotices,
  examQuestions,
  exams,
  faqs,
  quizzes,
  scrollingNotices,
  yearCourseSessions,
} from "../../server/db/schema";
import { markQuestion, type MarkedQuestion, type MarkingScheme } from "../../server/exams/marking";
import { markingScheme } from "../../server/exams/papers";
import { seedDatabase } from "../../server/seed/seed";
import { WEEKLY_MARKS } from "../../server/seed/exams";
import { openTestDatabase, type TestDatabase } from "./helpers";

type QuestionType = MarkedQuestion["type"];
/** What a sentence says a wrong answer costs, for which question types. */
type Claim = { types: QuestionType[] } & ({ costs: "nothing" } | { costs: "something" } | { costs: "each"; x100: number });
/** A paper as the marking sees it. */
type Paper = { title: string; scheme: MarkingScheme; questions: MarkedQuestion[] };

/** A sentence that speaks of deductions (marks taken for wrong answers); "টাকা কাটা গেছে" is money, not marks. */
const ABOUT_DEDUCTIONS = /কাটা (?:যা|হ)|কেটে নে|নেগেটিভ মার্ক|negative mark|ঋণাত্মক নম্বর/i;
const NOTHING_TAKEN = /কাটা (?:যা|হ)\S* না(?![\u0980-\u09ff])|নেগেটিভ মার্ক\S* নেই|no negative mark/i;
const NUMBER = /[0-9০-৯]+(?:\.[0-9০-৯]+)?/g;
const MCQ = /MCQ|এমসিকিউ|বিবৃতি/i;
const SBA = /SBA|এসবিএ/i;

const latinDigits = (s: string) => s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** A text's sentences: split at the Bengali full stop, semicolons, line breaks and block tags, tags removed. */
const sentencesOf = (text: string) =>
  text
    .normalize("NFC")
    .split(/[।;\n]|<\/?(?:p|li|ul|ol|br|h\d|div)\b[^>]*>/i)
    .map((s) =>
      s
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);

/** The claim a sentence makes about deductions; null when it says nothing about them; an Error when it cannot be read. */
function claimOf(sentence: string): Claim | null | Error {
  if (!ABOUT_DEDUCTIONS.test(sentence)) return null;
  const mcq = MCQ.test(sentence);
  const sba = SBA.test(sentence);
  if (mcq && sba) return new Error("names MCQ and SBA in one sentence: say each type's rule in a sentence of its own");
  const types: QuestionType[] = mcq ? ["mcq"] : sba ? ["sba"] : ["mcq", "sba"];
  if (NOTHING_TAKEN.test(sentence)) return { types, costs: "nothing" };
  const amounts = sentence.match(NUMBER) ?? [];
  if (amounts.length > 1) return new Error("names more than one number: which is the deduction?");
  if (amounts.length === 1) return { types, costs: "each", x100: Math.round(Number(latinDigits(amounts[0]!)) * 100) };
  return { types, costs: "something" };
}

const MCQ_ANSWERS = (() => {
  let answers = [""];
  for (let i = 0; i < 5; i++) answers = answers.flatMap((a) => ["T", "F", "."].map((c) => a + c));
  return answers;
})();
/** Every answer a question can be given. */
const answersFor = (type: QuestionType) => (type === "mcq" ? MCQ_ANSWERS : ["A", "B", "C", "D", "E"]);

/** Where the marking of `paper` contradicts `claim`, in words; null when every answer to every question agrees. */
function contradiction(claim: Claim, paper: Paper): string | null {
  const asked = paper.questions.filter((q) => claim.types.includes(q.type));
  let deducts = false;
  for (const question of asked) {
    for (const answer of answersFor(question.type)) {
      const { negativeMark, wrongCount } = markQuestion(paper.scheme, question, answer);
      deducts ||= negativeMark > 0;
      const said = claim.costs === "nothing" ? 0 : claim.costs === "each" ? claim.x100 * wrongCount : negativeMark;
      if (said !== negativeMark)
        return `question ${question.number} (${question.type}) answered ${JSON.stringify(answer)} loses ${negativeMark / 100}, not ${said / 100}`;
    }
  }
  if (claim.costs === "something" && asked.length > 0 && !deducts)
    return `no answer to a ${claim.types.join("/")} question loses a mark`;
  return null;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, new Date());
}, 120_000); // seeding a fresh database is slow on a loaded machine
afterAll(() => database.close());

/** Every seeded paper, by id, with its batch's course. */
async function seededPapers() {
  const db = database.db;
  const [rows, questions] = await Promise.all([
    db
      .select({ exam: exams, courseId: yearCourseSessions.courseId })
      .from(exams)
      .leftJoin(batches, eq(batches.id, exams.batchId))
      .leftJoin(yearCourseSessions, eq(yearCourseSessions.id, batches.sessionId)),
    db.select().from(examQuestions),
  ]);
  return rows.map(({ exam, courseId }) => ({
    exam,
    courseId,
    paper: { title: exam.title, scheme: markingScheme(exam), questions: questions.filter((q) => q.examId === exam.id) },
  }));
}

/** Each seeded text a doctor reads, with the papers whose marking it speaks for. */
async function seededTexts(): Promise<{ source: string; text: string; papers: Paper[] }[]> {
  const db = database.db;
  const papers = await seededPapers();
  const all = papers.map((p) => p.paper);
  const [quizCards, notices, materials, scrolling, faqRows] = await Promise.all([
    db.select().from(quizzes),
    db.select().from(doctorNotices),
    db.select().from(courseMaterials),
    db.select().from(scrollingNotices),
    db.select().from(faqs),
  ]);
  return [
    ...papers.flatMap(({ exam, paper }) => [
      { source: `exam ${exam.id} "${exam.title}": instructions`, text: exam.instructionsHtml, papers: [paper] },
      ...paper.questions.map((q) => ({
        source: `exam ${exam.id} question ${q.number}`,
        text: [q.stemHtml, ...q.options, q.explanationHtml].join("\n"),
        papers: [paper],
      })),
    ]),
    ...quizCards.map((card) => ({
      source: `quiz card ${card.key}`,
      text: [card.title, card.propertyTitle].join("\n"),
      papers: papers.filter((p) => p.exam.quizId === card.id).map((p) => p.paper),
    })),
    ...notices.map((n) => ({
      source: `notice ${n.id} "${n.title}"`,
      text: [n.title, n.body].join("\n"),
      papers:
        n.scope === "site"
          ? all
          : papers
              .filter((p) => (n.scope === "course" ? p.courseId === n.courseId : p.exam.batchId === n.batchId))
              .map((p) => p.paper),
    })),
    ...materials.map((m) => ({
      source: `course material ${m.id} "${m.title}"`,
      text: [m.title, m.body].join("\n"),
      papers: papers.filter((p) => p.exam.batchId === m.batchId).map((p) => p.paper),
    })),
    ...scrolling.map((s) => ({ source: `scrolling notice ${s.id}`, text: s.title, papers: all })),
    ...faqRows.map((f) => ({ source: `faq ${f.id} "${f.title}"`, text: [f.title, f.answerHtml].join("\n"), papers: all })),
  ];
}

describe("seeded texts and the marking (issue 42, item 7)", () => {
  it("every statement about deductions in a seeded text is what the marking does on every paper it speaks for", async () => {
    const texts = await seededTexts();
    expect(texts.filter((t) => t.source.includes("instructions")).length).toBeGreaterThan(10);
    const wrong: string[] = [];
    let claims = 0;
    for (const { source, text, papers } of texts) {
      for (const sentence of sentencesOf(text)) {
        const claim = claimOf(sentence);
        if (claim === null) continue;
        if (claim instanceof Error) {
          wrong.push(`${source}: "${sentence}" ${claim.message}`);
          continue;
        }
        claims++;
        for (const paper of papers) {
          const why = contradiction(claim, paper);
          if (why) wrong.push(`${source}: "${sentence}" is not how "${paper.title}" is marked: ${why}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The seed still says the rule where it is true (the weekly papers' SBA), so the check above is not empty.
    expect(claims).toBeGreaterThan(0);
  });
});

describe("the check itself", () => {
  const weekly: Paper = {
    title: "weekly",
    scheme: {
      ...WEEKLY_MARKS,
      mcqNegativeRange: null,
      sbaNegativeRange: null,
      allowNegativeQuestionScore: false,
    },
    questions: [
      { id: 1, number: 1, type: "mcq", correct: "TFTFT" },
      { id: 2, number: 2, type: "sba", correct: "C" },
    ],
  };
  const unfloored: Paper = { ...weekly, scheme: { ...weekly.scheme, allowNegativeQuestionScore: true } };
  const noNegative: Paper = { ...weekly, scheme: { ...weekly.scheme, mcqNegativeMark: 0, sbaNegativeMark: 0 } };
  const verdict = (sentence: string, paper: Paper) => {
    const claim = claimOf(sentence);
    if (claim === null || claim instanceof Error) throw new Error(`not a claim: ${sentence}`);
    return contradiction(claim, paper);
  };

  it("refuses the old instructions: a wrong answer does not cost 0.25 under the per-question floor", () => {
    expect(verdict("প্রতিটি ভুলের জন্য ০.২৫ নম্বর কাটা যাবে", weekly)).toMatch(/loses 0.4, not 0.75/);
    expect(verdict("ভুল উত্তরে নম্বর কাটা যায় (০.২৫)", weekly)).not.toBeNull();
    expect(verdict("ভুল উত্তরে নম্বর কাটা যায়", noNegative)).toMatch(/no answer/);
  });

  it("accepts what the marking does", () => {
    expect(verdict("প্রতিটি ভুলের জন্য ০.২৫ নম্বর কাটা যাবে", unfloored)).toBeNull();
    expect(verdict("SBA-তে ভুল উত্তরে নম্বর কাটা যায় না", weekly)).toBeNull();
    expect(verdict("MCQ-এর ভুল বিবৃতিতে নম্বর কাটা যায়", weekly)).toBeNull();
    expect(verdict("নেগেটিভ মার্ক নেই", noNegative)).toBeNull();
    expect(verdict("MCQ-তে নম্বর কাটা হয় না", weekly)).toMatch(/loses 0.5, not 0$/);
  });

  it("reads no claim into money or into a sentence that says nothing of deductions, and refuses one it cannot read", () => {
    expect(claimOf("টাকা কাটা গেছে কিন্তু কোর্স চালু হয়নি, কী করব?")).toBeNull();
    expect(claimOf("১০টি প্রশ্ন, প্রতিটিতে ১ নম্বর")).toBeNull();
    expect(claimOf("MCQ ও SBA-তে ভুল উত্তরে নম্বর কাটা যায়")).toBeInstanceOf(Error);
    expect(claimOf("১০টি প্রশ্নে প্রতিটি ভুলের জন্য ০.২৫ নম্বর কাটা যাবে")).toBeInstanceOf(Error);
  });
});
