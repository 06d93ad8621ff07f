import { servicesContext } from "#server/context.ts";
import { sessionContext, userContext } from "#app/middleware/auth-guard.ts";
import { clearSessionCookie } from "#server/session-cookie.ts";
import { deleteSession, publicUser } from "#server/services/sessions.ts";
import type { Route } from "./+types/auth-session.ts";

const noStore = { "Cache-Control": "no-store", Vary: "Cookie, Token" };

/** GET /api/_auth/session → `{ user }`, `null` when signed out; never cached. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ user: publicUser(context.get(userContext)) }, { headers: noStore });
}

/** DELETE /api/_auth/session signs out: the session row goes, then the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") {
    return Response.json({ user: null }, { status: 405, headers: { ...noStore, Allow: "GET, DELETE" } });
  }
  const { db, config } = context.get(servicesContext);
  const session = context.get(sessionContext);
  if (session) await deleteSession(db, session.token);
  return Response.json(
    { user: null },
    { headers: { ...noStore, "Set-Cookie": await clearSessionCookie(config) } },
  );
}
