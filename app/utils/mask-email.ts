/**
 * `a…@example.com`: enough for its owner to recognise their address on a page anyone holding
 * the link can open, too little for anyone else to learn it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "…";
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}
