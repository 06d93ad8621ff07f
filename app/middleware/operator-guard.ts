import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import type { AuditActor } from "#server/services/audit.ts";
import type { SessionUser } from "#server/services/sessions.ts";
import { userContext } from "./auth-guard.ts";

/**
 * Guards the back-office: anyone but an operator (customers and anonymous visitors alike) gets the
 * ordinary 404 page, so the back-office's addresses say nothing about it to those who may not use it.
 */
export const requireOperatorMiddleware: MiddlewareFunction<Response> = ({ context, url }, next) => {
  if (context.get(userContext)?.role !== "operator") throw pageNotFound(url.pathname);
  return next();
};

/** The signed-in operator, in a loader or action behind `requireOperatorMiddleware`. */
export function requireOperator(context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(userContext);
  if (user?.role !== "operator") throw new Error("requireOperator outside the back-office guard");
  return user;
}

/** How an operator is named in the audit log. */
export function auditActorOf(user: SessionUser): AuditActor {
  return { userId: user.id, label: user.email };
}
