/**
 * Operator commands against the configured database and bKash:
 *   npm run payments:reconcile                       settle pending payments left by closed wallet pages,
 *                                                    re-ask bKash about the last day's cancels, list refunds due
 *   npm run payments:refund -- <payment id> "<reason>"
 * Outside production bKash is the API's simulator, so the API must be running for either.
 */
import { ConfigError, parseApiConfig } from "../config";
import { openDatabase } from "../db/client";
import { bkashAmount, bkashHttpDriver } from "./bkash";
import { refundPayment } from "./refund";
import { reconcile } from "./settle";

const log = {
  warn: (obj: object, msg: string) => console.warn(msg, JSON.stringify(obj)),
  error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
};

try {
  const config = parseApiConfig(process.env);
  const [command, ...args] = process.argv.slice(2);
  const handle = await openDatabase(config);
  const gateway = bkashHttpDriver(config.bkash);
  try {
    if (command === "reconcile") {
      const { checked, paid, refundDue } = await reconcile(handle.db, gateway, new Date(), log);
      console.log(`Reconciled ${checked} payment(s) with bKash; ${paid} turned out paid.`);
      console.log(`${refundDue.length} paid payment(s) count toward nothing and are due a refund:`);
      for (const p of refundDue) {
        console.log(`  payment ${p.id}  ৳${bkashAmount(p.amountPaisa)}  trx ${p.trxId}  doctor ${p.doctorId}  ${p.refundReason}`);
      }
    } else if (command === "refund" && /^\d+$/.test(args[0] ?? "") && args[1]) {
      const refund = await refundPayment(handle.db, gateway, Number(args[0]), args[1], new Date());
      console.log(`Refunded payment ${args[0]}: bKash refund ${refund.refundTrxID}.`);
    } else {
      console.error('usage: payments.ts reconcile | refund <payment id> "<reason>"');
      process.exitCode = 2;
    }
  } finally {
    await handle.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
