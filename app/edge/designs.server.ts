/**
 * The designer at the HTTP edge: whose drafts a request may see (an account, or the visitor's
 * designer session, as for files), the designer's files and its mode.
 */
import type { RouterContextProvider } from "react-router";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { designerCookie, designerModeCookie } from "#server/cookies.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { createDesignerSession } from "#server/services/designer-sessions.ts";
import type { PanelFile } from "#app/designer/page/add-panel.tsx";
import { usedFileIds, type DesignDocument } from "#core/schemas/design.ts";
import type { Database } from "#server/db/client.ts";
import { designFiles, type DesignOwner } from "#server/services/designs.ts";
import { listFiles } from "#server/services/files.ts";
import { consumeRateLimit, type RateLimit } from "#server/services/rate-limit.ts";

type Context = Readonly<RouterContextProvider>;

/** Designer sessions a visitor's address may start: plenty for people, too few to fill a table. */
export const guestDesignSessionLimit: RateLimit = { limit: 30, windowMs: 60 * 60_000 };

/** Whose drafts this request may see: the account, the visitor's designer session, or nobody. */
export const designOwnerOf: (context: Context, request: Request) => Promise<DesignOwner | null> = fileOwnerOf;

/**
 * The owner a draft is saved for: the account, else the visitor's designer session, started now
 * if they have none (its cookie is added to `headers`).
 */
export async function saveOwnerOf(
  context: Context,
  request: Request,
  headers: Headers,
): Promise<DesignOwner> {
  const owner = await designOwnerOf(context, request);
  if (owner) return owner;
  const { db, config, now } = context.get(servicesContext);
  await consumeRateLimit(
    db,
    `designs:guest-session:${context.get(clientIpContext)}`,
    guestDesignSessionLimit,
    now(),
  );
  const { id } = await createDesignerSession(db, now());
  headers.append("Set-Cookie", await designerCookie(config).serialize(id));
  return { designerSessionId: id };
}

/** The files the designer offers and draws: the owner's library, and those the document uses. */
export async function designerFiles(
  db: Database,
  owner: DesignOwner,
  document: DesignDocument,
): Promise<PanelFile[]> {
  const library = (await listFiles(db, owner, { query: "", since: null, sort: "newest", page: 1 })).files;
  const used = await designFiles(db, owner, usedFileIds(document));
  const files = new Map<string, PanelFile>();
  for (const file of [...library, ...used.values()]) {
    files.set(file.id, {
      id: file.id,
      name: file.name,
      status: file.status,
      width: file.width,
      height: file.height,
    });
  }
  return [...files.values()];
}

/**
 * The designer's mode: asked in the address (`mode=form`, `mode=canvas`, then remembered in a
 * cookie), else the one chosen before. `setCookie` is set when the choice changes.
 */
export function designerMode(
  request: Request,
  asked: string | null,
): { mode: "form" | "canvas"; setCookie: string | null } {
  const remembered = designerModeCookie.parse(request.headers.get("Cookie")) === "form" ? "form" : "canvas";
  const mode = asked === "form" || asked === "canvas" ? asked : remembered;
  return { mode, setCookie: mode === remembered ? null : designerModeCookie.serialize(mode) };
}
