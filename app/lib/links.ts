/**
 * Spec §2/§5: a scrolling-notice link starting with http/https opens in a new tab, any other
 * non-empty link is an in-app route, and no link means plain text.
 */
export type LinkKind = "external" | "internal" | "none";

export function noticeLinkKind(link: string | null | undefined): LinkKind {
  const trimmed = link?.trim();
  if (!trimmed) return "none";
  return /^https?:\/\//i.test(trimmed) ? "external" : "internal";
}

/** Attributes every link that leaves the portal gets: a new tab that cannot reach back via window.opener. */
export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * wa.me wants the international number as bare digits, whatever spacing or "+" the data carries.
 * Bangladeshi mobiles are often stored in the local form (01XXXXXXXXX): those get the 880 prefix,
 * or the link would open a chat with a non-existent number.
 */
export function whatsAppUrl(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${/^01\d{9}$/.test(digits) ? `88${digits}` : digits}`;
}

/** Dialling keeps the number's own digits (Latin) and drops spaces and dashes. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
