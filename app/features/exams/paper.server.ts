/**
 * The paper of an attempt, as the sitting pages need it. Its questions are the same for every
 * doctor sitting the exam, so the portal keeps them per paper version, sanitised and parsed once
 * (decision 039): the API is told which versions this process holds and then answers only the
 * doctor's own part (attempt, answers, deadline), a few hundred bytes instead of the whole paper.
 * The same memory holds each version as the JSON the attempt page's script fetches, serialised and
 * compressed once (decision 058).
 */
import type { AttemptPaper, PaperQuestion } from "@contract";
import { LRUCache } from "lru-cache";
import { myApi } from "~/lib/my-api.server";
import { notFound } from "~/lib/pages.server";
import { cleanHtml } from "~/lib/html.server";
import { encodedBodies, type EncodedBodies } from "~/lib/encodings.server";
import { DOOR_ENDPOINTS, type Door } from "./doors";

/** The live papers of a start minute, and a few more; the oldest goes first. */
const PAPERS_KEPT = 8;

type KeptPaper = {
  /** Frozen: every request of the process shares them. */
  readonly questions: PaperQuestion[];
  /** The questions as JSON in every encoding, made on the first fetch of the version. */
  json?: Promise<EncodedBodies>;
};
/** Bounded by count (lru-cache, decision 049's caching library): a paper in use stays, the least used goes. */
const papers = new LRUCache<string, KeptPaper>({ max: PAPERS_KEPT });

export type SatPaper = Omit<AttemptPaper, "questions"> & { questions: PaperQuestion[] };

function keep(version: string, questions: PaperQuestion[]): KeptPaper {
  const clean = questions.map((q) =>
    Object.freeze({ ...q, stem_html: cleanHtml(q.stem_html), options: q.options.map(cleanHtml) }),
  );
  Object.freeze(clean);
  const kept: KeptPaper = { questions: clean };
  papers.set(version, kept);
  return kept;
}

export async function attemptPaperOf(request: Request, door: Door, id: number): Promise<SatPaper> {
  const endpoint = DOOR_ENDPOINTS[door].paper;
  const ask = (known: string[]) =>
    myApi(request, endpoint, { params: { id }, query: { known_papers: known.join(",") || undefined } }, { 404: notFound });
  let paper = (await ask([...papers.keys()])).data;
  // Another paper may have pushed this one out while the answer was on its way: then ask for the questions.
  if (!paper.questions && !papers.has(paper.paper_version)) paper = (await ask([])).data;
  const { questions } = paper.questions ? keep(paper.paper_version, paper.questions) : papers.get(paper.paper_version)!;
  return { ...paper, questions };
}

/**
 * A kept version's questions as JSON (`{ questions }`), in every encoding: serialised and
 * compressed once per version and process, however many doctors fetch it. Null when this process
 * does not hold the version (another worker fetched it, or it was pushed out).
 */
export function encodedPaperOf(version: string): Promise<EncodedBodies> | null {
  const kept = papers.get(version);
  if (!kept) return null;
  kept.json ??= encodedBodies(Buffer.from(JSON.stringify({ questions: kept.questions })));
  return kept.json;
}
