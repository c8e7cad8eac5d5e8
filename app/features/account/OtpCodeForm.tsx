import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Field } from "~/components/forms/Field";
import { FormError, Notice } from "~/components/forms/FormError";
import { useCheckedForm } from "~/components/forms/use-checked-form";
import { otpRules } from "~/features/account/form-rules";
import { INTENTS } from "~/features/account/paths";
import { bnNumber } from "~/lib/format";

export type ResendState = { notice: string } | { error: string };
export type OtpActionData = { result?: SubmissionResult<string[]>; resend?: ResendState } | undefined;

/**
 * Enter the 6-digit code, or ask for another. Two separate forms, so asking again never trips the
 * code field's validation.
 */
type Props = { phone: string; resendIn: number; resendKey: number; actionData: OtpActionData; submitLabel: string };

export function OtpCodeForm({ phone, resendIn, resendKey, actionData, submitLabel }: Props) {
  const [form, fields] = useCheckedForm(otpRules, actionData?.result);
  return (
    <>
      <ResendMessage state={actionData?.resend} />
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <CodeField meta={fields.code} phone={phone} />
        <button type="submit" className="btn btn-primary form__submit">
          {submitLabel}
        </button>
      </Form>
      <ResendForm key={resendKey} resendIn={resendIn} />
    </>
  );
}

/** The 6-digit code, saying where it was sent; Latin digits (the SMS has them), a numeric keypad on phones. */
export function CodeField({ meta, phone }: { meta: FieldMetadata<unknown>; phone: string }) {
  return (
    <Field
      meta={meta}
      label="যাচাই কোড"
      inputMode="numeric"
      autoComplete="one-time-code"
      lang="en"
      hint={
        <>
          কোডটি <span lang="en">{phone}</span> নম্বরে এসএমএস করে পাঠানো হয়েছে।
        </>
      }
    />
  );
}

export function ResendMessage({ state }: { state: ResendState | undefined }) {
  if (!state) return null;
  return "error" in state ? <FormError errors={[state.error]} /> : <Notice>{state.notice}</Notice>;
}

/**
 * "আবার কোড পাঠান". Without JavaScript the button always submits and the server answers with the
 * API's cooldown message if it is too early; with JavaScript it stays disabled while it counts down.
 */
export function ResendForm({
  resendIn,
  intent = INTENTS.resend,
  label = "আবার কোড পাঠান",
}: {
  resendIn: number;
  intent?: string;
  label?: string;
}) {
  const seconds = useCountdown(resendIn);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Form method="post" className="resend-form">
      <button type="submit" name="intent" value={intent} className="btn btn-outline" disabled={hydrated && seconds > 0}>
        {label}
      </button>
      {seconds > 0 ? (
        <p className="resend-form__wait" aria-live="polite" data-resend-wait={seconds}>
          {bnNumber(seconds)} সেকেন্ড পরে আবার কোড চাওয়া যাবে।
        </p>
      ) : null}
    </Form>
  );
}

/** Seconds left, counting down once a second in the browser (the caller keys the form by send, so a new send restarts it). */
function useCountdown(from: number): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    setLeft(from);
    if (from <= 0) return;
    const deadline = Date.now() + from * 1000;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [from]);
  return left;
}
