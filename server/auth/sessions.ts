/**
 * Starting a doctor's session after a login or a registration: the browser is seen (and given a
 * device token when it has none), linked to the doctor (devices.ts), and a bearer token is issued
 * and named after the browser.
 */
import type { LoginResult } from "../contract";
import type { Db } from "../db/client";
import { deviceName } from "./device-name";
import { linkLoginDevice, seeDevice } from "./devices";
import { doctorResource } from "./doctor-resource";
import { issueToken, type DoctorRow } from "./tokens";

export type Browser = { deviceToken: string | undefined; userAgent: string | undefined };

/**
 * A bearer token for the doctor, and this browser linked to them. `deviceLinked` runs once the link
 * is made: the browser may have been another doctor's verified device until now, so the guard's
 * cached checks must go.
 */
export async function startSession(
  db: Db,
  doctor: DoctorRow,
  browser: Browser,
  now: Date,
  deviceLinked: () => void,
): Promise<Omit<LoginResult, "message">> {
  const device = await seeDevice(db, browser.deviceToken, browser.userAgent);
  await linkLoginDevice(db, doctor.id, device.tokenHash, now);
  deviceLinked();
  const { plaintext } = await issueToken(db, doctor.id, { name: deviceName(browser.userAgent), now });
  return {
    token: plaintext,
    user: await doctorResource(db, doctor, device.tokenHash),
    ...(device.issued ? { gns_ddt: device.issued } : {}),
  };
}
