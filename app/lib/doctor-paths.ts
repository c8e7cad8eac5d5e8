/**
 * The two account pages the kernel itself sends a doctor to: the login (a guest on a doctor's page)
 * and the devices page (a 423 from paid content, spec §8). Account's URL table (features/account/paths.ts)
 * takes them from here, so lib/ needs no feature to redirect. Isomorphic.
 */
export const LOGIN_PATH = "/login";
export const DEVICES_PATH = "/my/account/devices";

/** `?reason=device` on the devices page: the doctor was sent there by a 423 (spec §8). */
export const DEVICE_REASON = "device";

/** Where a 423 sends the doctor: the devices page, which explains why. */
export const DEVICE_LOCKED_PATH = `${DEVICES_PATH}?reason=${DEVICE_REASON}`;
