/**
 * The practice-paper form's rules, zod-free (decision 059): the browser checks them as the doctor
 * types, the action parses the post with the schema built from them. Its limits and messages are the
 * contract's (`@contract/rules`), so the page refuses what the API would. Numbers may be typed in
 * Bengali digits: they are read as the same numbers.
 */
import { PRACTICE_MESSAGES, PRACTICE_MINUTES, PRACTICE_QUESTIONS, PRACTICE_SOURCE_KEYS } from "@contract/rules";
import { choice, id, text, type FormRules, type WholeFormRule } from "~/components/forms/rules";

const BENGALI_DIGITS = /[০-৯]/g;
/** A typed number in Latin digits, trimmed. */
const latinDigits = (value: string) => value.trim().replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6));

/** A whole number within the contract's limits, or the field's one message. */
const whole = (limits: { min: number; max: number }, message: string) =>
  text({
    required: message,
    normalise: latinDigits,
    problem: (value: string) => {
      const n = Number(value);
      return /^\d+$/.test(value) && n >= limits.min && n <= limits.max ? null : message;
    },
  });

/** A paper from a topic needs the topic. */
const topicChosen: WholeFormRule = (values) =>
  values.source === "topic" && values.topic_id === undefined ? [["topic_id", PRACTICE_MESSAGES.topic]] : [];

export const practiceRules = {
  fields: {
    source: choice(PRACTICE_SOURCE_KEYS, PRACTICE_MESSAGES.source),
    topic_id: id(PRACTICE_MESSAGES.topic, false),
    questions: whole(PRACTICE_QUESTIONS, PRACTICE_MESSAGES.questions),
    minutes: whole(PRACTICE_MINUTES, PRACTICE_MESSAGES.minutes),
  },
  whole: [topicChosen],
} satisfies FormRules;

export const PRACTICE_FIELDS = ["source", "topic_id", "questions", "minutes"] as const;
