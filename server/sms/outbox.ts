/**
 * The `log` driver's outbox as a table, and the driver chosen by configuration. The outbox is
 * read only by GET /dev/sms-outbox, which exists in development and test mode alone.
 */
import { desc, eq } from "drizzle-orm";
import type { ApiConfig } from "../config";
import type { Db } from "../db/client";
import { smsOutbox } from "../db/schema";
import { httpSmsDriver, logSmsDriver, type SmsDriver, type SmsOutbox } from "./driver";

export const dbOutbox = (db: Db): SmsOutbox => ({
  async record({ to, text, sentAt }) {
    await db.insert(smsOutbox).values({ to, text, sentAt });
  },
});

export function smsDriverFor(config: ApiConfig, db: Db, logger: { info(obj: object, msg: string): void }): SmsDriver {
  const sms = config.sms;
  if (sms.driver === "log") return logSmsDriver(dbOutbox(db), logger, sms.printCodes ? printToConsole : undefined);
  return httpSmsDriver({ url: sms.url, apiKey: sms.apiKey, senderId: sms.senderId, timeoutMs: sms.timeoutMs });
}

const printToConsole = (line: string) => void process.stderr.write(line);

const OUTBOX_PAGE = 50;

/** Newest first; the id breaks ties between messages sent in the same millisecond. */
export async function readOutbox(db: Db, phone: string | null) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.to, phone) : undefined)
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(OUTBOX_PAGE);
  return rows.map((row) => ({ to: row.to, text: row.text, sent_at: row.sentAt.toISOString() }));
}
