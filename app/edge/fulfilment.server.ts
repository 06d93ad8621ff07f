/**
 * The back-office's order actions at the HTTP edge, for the pages and the API alike: who acts, and
 * where the customer's mail links to.
 */
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/context.ts";
import { auditActorOf } from "#app/middleware/operator-guard.ts";
import type { OperatorContext } from "#server/services/fulfilment.ts";
import type { SessionUser } from "#server/services/sessions.ts";

/** The operator `user` acting now, as the fulfilment service wants it. */
export function operatorContext(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  origin: string,
): OperatorContext {
  const { now, config } = context.get(servicesContext);
  return { actor: auditActorOf(user), now: now(), origin: config.publicUrl ?? origin };
}
