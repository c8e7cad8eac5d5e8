/**
 * SMS gateway drivers. `log` is the local sandbox: it writes each message to the server log and
 * to an outbox that dev and test mode expose at GET /dev/sms-outbox. `http` posts to a real
 * gateway. Production refuses the log driver at start-up (see server/config.ts).
 */
export type SmsMessage = { to: string; text: string };

export interface SmsDriver {
  readonly name: "log" | "http";
  send(message: SmsMessage): Promise<void>;
}

export interface SmsOutbox {
  record(message: SmsMessage & { sentAt: Date }): Promise<void>;
}

type Logger = { info(obj: object, msg: string): void };

export function logSmsDriver(outbox: SmsOutbox, logger: Logger): SmsDriver {
  return {
    name: "log",
    async send(message) {
      logger.info({ sms_to: message.to, sms_text: message.text }, "sms (log driver)");
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
