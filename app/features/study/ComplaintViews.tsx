import type { ComplaintSummary, ComplaintThread } from "@contract";
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUS_LABELS, COMPLAINT_TEXT, REPLY_TEXT } from "@contract/rules";
import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { FieldError } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { TextAreaField } from "~/components/forms/TextAreaField";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { bnNumber, formatDateTime } from "~/lib/format";
import { complaintRules, replyRules } from "./complaint-rules";
import { STUDY_PATHS } from "./paths";
import { PlainText } from "./PlainText";

type LastResult = SubmissionResult<string[]> | undefined;

const limitHint = (limits: { min: number; max: number }) =>
  `${bnNumber(limits.min)} থেকে ${bnNumber(limits.max)} অক্ষর, সাধারণ লেখায় (HTML বা কোড নয়)।`;

export function ComplaintList({ complaints }: { complaints: ComplaintSummary[] }) {
  return (
    <ul className="complaint-list">
      {complaints.map((c) => (
        <li key={c.id} className="my-card complaint-item">
          <p className="complaint-item__meta">
            {COMPLAINT_CATEGORIES[c.category]} · <span data-status={c.status}>{COMPLAINT_STATUS_LABELS[c.status]}</span>
          </p>
          <Link to={STUDY_PATHS.complaint(c.id)} className="complaint-item__title">
            {c.excerpt}
          </Link>
          <p className="complaint-item__meta">
            <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time> · একাডেমির উত্তর: {bnNumber(c.replies)}টি
          </p>
        </li>
      ))}
    </ul>
  );
}

export function NewComplaintForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useCheckedForm(complaintRules, lastResult);
  const { key, ...category } = getSelectProps(fields.category);
  return (
    <Form method="post" className="form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="field" data-invalid={fields.category.errors ? "" : undefined}>
        <label className="field__label" htmlFor={fields.category.id}>
          অভিযোগের ধরন
        </label>
        <select key={key} className="field__input" {...category}>
          <option value="">বেছে নিন</option>
          {Object.entries(COMPLAINT_CATEGORIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id={fields.category.errorId} errors={fields.category.errors} />
      </div>
      <TextAreaField meta={fields.text} label="আপনার অভিযোগ" hint={limitHint(COMPLAINT_TEXT)} />
      <button type="submit" className="btn btn-primary form__submit">
        অভিযোগ পাঠান
      </button>
    </Form>
  );
}

/** The thread oldest first: the doctor's messages and the academy's replies, told apart in words. */
export function ComplaintMessages({ thread }: { thread: ComplaintThread }) {
  return (
    <ol className="complaint-thread">
      {thread.messages.map((m) => (
        <li key={m.id} className="complaint-message" data-author={m.author}>
          <p className="complaint-message__who">
            {m.author === "academy" ? `একাডেমির উত্তর — ${m.staff_name ?? "সোপান পিজি"}` : "আপনি লিখেছেন"} ·{" "}
            <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
          </p>
          <PlainText text={m.body} />
        </li>
      ))}
    </ol>
  );
}

export function ReplyForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useCheckedForm(replyRules, lastResult);
  return (
    <Form method="post" className="form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <TextAreaField meta={fields.text} label="আপনার উত্তর" hint={limitHint(REPLY_TEXT)} rows={4} />
      <button type="submit" className="btn btn-primary form__submit">
        উত্তর পাঠান
      </button>
    </Form>
  );
}
