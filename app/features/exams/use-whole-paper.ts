/**
 * The attempt page's script fetches the whole paper once (decision 058): the page itself carries only
 * the ten questions it renders. The browser keeps the answer until the attempt closes, so a reload
 * is a cache hit. Until it arrives, or if it never does (offline, a slow network, a refusal), the
 * doctor keeps working on the page of ten with its own navigation; a failed fetch is tried again when
 * the browser comes back online.
 */
import { useEffect, useState } from "react";
import type { PaperQuestion } from "@contract";

function isPaper(body: unknown): body is { questions: PaperQuestion[] } {
  const questions = (body as { questions?: unknown } | null)?.questions;
  return Array.isArray(questions) && questions.every((q) => typeof q?.id === "number" && typeof q?.stem_html === "string");
}

export function useWholePaper(address: string): PaperQuestion[] | null {
  const [questions, setQuestions] = useState<PaperQuestion[] | null>(null);
  useEffect(() => {
    let current = true;
    let loaded = false;
    const load = async () => {
      if (loaded) return;
      try {
        const res = await fetch(address, { credentials: "same-origin", headers: { accept: "application/json" } });
        const body: unknown = res.ok ? await res.json() : null;
        if (current && isPaper(body)) {
          loaded = true;
          setQuestions(body.questions);
        }
      } catch {
        // Offline or cut off: the page of ten stays, and the next "online" tries again.
      }
    };
    void load();
    window.addEventListener("online", load);
    return () => {
      current = false;
      window.removeEventListener("online", load);
    };
  }, [address]);
  return questions;
}
