/**
 * SMS gateway drivers. `log` is the local sandbox: it writes each message to an outbox that dev and
 * test mode expose at GET /dev/sms-outbox (the log says only that one was sent). `http` posts to a real
 * gateway. Production refuses the log driver at start-up (see server/config/gateways.ts).
 */
import { redactPhones } from "../http/log-safety";

export type SmsMessage = { to: string; text: string };

export interface SmsDriver {
  readonly name: "log" | "http";
  send(message: SmsMessage): Promise<void>;
}

export interface SmsOutbox {
  record(message: SmsMessage & { sentAt: Date }): Promise<void>;
}

type Logger = { info(obj: object, msg: string): void };

/**
 * `print` (explicit development only, see SmsConfig): the newcomer running `npm start` reads the code on the
 * console, beside the structured log and outside it, so the log itself never holds a code.
 */
export function logSmsDriver(outbox: SmsOutbox, logger: Logger, print?: (line: string) => void): SmsDriver {
  return {
    name: "log",
    async send(message) {
      // The text (with its code) goes to the outbox only; the log shows that something was sent, and to whom.
      logger.info({ sms_to: redactPhones(message.to) }, "sms (log driver): in the dev outbox");
      print?.(`\n  SMS to ${message.to} (dev outbox, not sent): ${message.text}\n`);
      await outbox.record({ ...message, sentAt: new Date() });
    },
  };
}

export type HttpSmsConfig = { url: string; apiKey: string; senderId: string; timeoutMs: number };

/** Posts `{to, message, sender_id}` with a bearer key, the common shape of Bangladeshi SMS gateways. */
export function httpSmsDriver(config: HttpSmsConfig, fetchImpl: typeof fetch = fetch): SmsDriver {
  return {
    name: "http",
    async send(message) {
      const res = await fetchImpl(config.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ to: `88${message.to}`, message: message.text, sender_id: config.senderId }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
