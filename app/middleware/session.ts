import type { MiddlewareFunction } from "react-router";
import { servicesContext } from "#server/context.ts";
import { readSessionToken } from "#server/session-cookie.ts";
import { findSession } from "#server/services/sessions.ts";
import { sessionContext, userContext } from "./auth-guard.ts";

/** Finds the signed-in user of every request (cookie or `Token` header) for loaders, actions and guards. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { db, config, now } = context.get(servicesContext);
  const token = await readSessionToken(request, config);
  const found = token ? await findSession(db, token, now()) : null;
  context.set(userContext, found?.user ?? null);
  context.set(sessionContext, found && token ? { id: found.sessionId, token } : null);
  return next();
};
