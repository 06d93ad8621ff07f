/**
 * The designer page's posts at the HTTP edge (issue 28): each intent of `/design`'s action as one
 * function, sharing the page's answers (back to the page at the form sent, or a refusal) and the
 * save of the draft. The route reads the post's intent, calls one of these and maps the errors.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { redirectWithSuccess, redirectWithWarning } from "remix-toast";
import { servicesContext } from "#server/context.ts";
import { applyEdit, EditRefused, type EditOutcome } from "#core/design/edits.ts";
import { layersOf } from "#core/design/operations.ts";
import { areasFor } from "#core/design/product.ts";
import { pageAnchor, smallImageValues } from "#app/designer/page/page-answers.ts";
import { pageSearch } from "#app/designer/page/page-search.ts";
import { requireDesignTarget } from "#app/middleware/design-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { designEditSchema } from "#core/schemas/design.ts";
import { saveTemplateSchema } from "#core/schemas/templates.ts";
import { saveOwnerOf } from "#app/edge/designs.server.ts";
import { receiveUploads, uploadOwnerOf } from "#app/edge/files.server.ts";
import { fileLimits } from "#core/files.ts";
import { splitLocale } from "#core/locales.ts";
import { storableJson } from "#core/storable-text.ts";
import {
  DesignRefused,
  designFiles,
  stepDesign,
  deleteDesign,
  saveDesign,
  validateDesign,
} from "#server/services/designs.ts";
import { FileRefused } from "#server/services/files.ts";
import { TemplateNotFound, TemplateRefused } from "#server/services/templates.ts";
import { requestProofs } from "#server/commands/designs.ts";
import { saveDraftToTemplate, saveTemplateFromDraft } from "#server/commands/templates.ts";

/** What every post to the designer needs: the draft, the page's address, its answers. */
export type DesignPost = ReturnType<typeof designPost>;

export function designPost({
  request,
  context,
  url,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}) {
  const services = context.get(servicesContext);
  const { db, now } = services;
  const target = requireDesignTarget(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "design");
  const responseHeaders = new Headers();
  const here = (values: {
    draft: string;
    area?: string | null;
    layer?: string | null;
    proof?: boolean;
    anchor?: string | null;
  }) =>
    `${url.pathname}${pageSearch({ mode: url.searchParams.get("mode"), ...values })}${values.anchor ? `#${values.anchor}` : ""}`;
  /** After a plain post, the page opens where the customer was: at the form they sent. */
  const answer = (outcome: EditOutcome, draft: string, anchor: string | null) => {
    const to = `${url.pathname}${pageSearch({
      mode: url.searchParams.get("mode"),
      draft,
      area: outcome.area ?? url.searchParams.get("area"),
      layer: outcome.selected,
      // Without scripts the clip-art list is the address's: adding a piece keeps what it showed.
      artSearch: url.searchParams.get("artSearch"),
      artCategory: url.searchParams.get("artCategory"),
    })}${anchor ? `#${anchor}` : ""}`;
    return outcome.smallImage
      ? redirectWithWarning(to, t("add.smallImage", smallImageValues(outcome.smallImage, locale)), {
          headers: responseHeaders,
        })
      : redirect(to, { headers: responseHeaders });
  };
  const refusal = (message: string, status: number) =>
    data({ error: message, reply: null }, { status, headers: responseHeaders });

  /** Checks and saves a document: the visitor's draft afterwards, or a refusal to show. */
  async function keep(document: unknown, known = target.owner) {
    const valid = await validateDesign(db, known, document, locale, target.design?.document);
    const owner = known ?? (await saveOwnerOf(context, request, responseHeaders));
    const design = await saveDesign(db, {
      owner,
      id: target.design?.id,
      document: valid.document,
      now: now(),
      // A draft started by this change can be taken back to where it started, without scripts too.
      from: target.design ? undefined : target.document,
    });
    return { owner, design, product: valid.product };
  }

  return { request, context, url, services, target, locale, t, responseHeaders, here, answer, refusal, keep };
}

/** Places an upload's first image on the area (or refuses the upload) and saves the draft. */
export async function addUploadedImage(post: DesignPost) {
  const { context, request, url, target, responseHeaders } = post;
  const owner = await uploadOwnerOf(context, request, responseHeaders);
  const { outcomes } = await receiveUploads(context, request, {
    owner,
    maxFiles: fileLimits.maxFilesPerPost,
  });
  const added = outcomes.find((outcome) => "file" in outcome);
  if (!added || !("file" in added)) {
    const refused = outcomes.find((outcome) => "refused" in outcome);
    throw refused && "refused" in refused ? refused.refused : new FileRefused("empty");
  }
  const area = url.searchParams.get("area") ?? areasFor(target.product, target.document.size)[0]?.key ?? "";
  const edit = { intent: "add-image" as const, area, fileId: added.file.id };
  const outcome = applyEdit(target.document, edit, {
    product: target.product,
    files: new Map([[added.file.id, added.file]]),
  });
  const { design } = await post.keep(outcome.document, owner);
  return post.answer(outcome, design.id, "design-add-image");
}

/** The delete question's answer: the draft itself, or one of its layers. */
export async function deleteFromDesign(post: DesignPost, id: string) {
  const { target, services, t, responseHeaders } = post;
  if (target.design && id === target.design.id) {
    if (target.owner) await deleteDesign(services.db, target.owner, target.design.id);
    return redirectWithSuccess(target.product.path, t("discarded"), { headers: responseHeaders });
  }
  const area = Object.keys(target.document.areas).find((key) =>
    layersOf(target.document, key).some((layer) => layer.id === id),
  );
  if (!area) throw new EditRefused("noLayer");
  const outcome = applyEdit(
    target.document,
    { intent: "layer-action", area, layer: id, action: "delete" },
    { product: target.product, files: new Map() },
  );
  const { design } = await post.keep(outcome.document);
  return post.answer(outcome, design.id, "design-layers");
}

/** Undo and redo without scripts: the draft's saved steps (with scripts the page keeps its own). */
export async function stepThroughHistory(post: DesignPost, direction: "undo" | "redo") {
  const { target, services, t, url, responseHeaders } = post;
  const design =
    target.design && target.owner
      ? await stepDesign(services.db, {
          owner: target.owner,
          id: target.design.id,
          direction,
          now: services.now(),
        })
      : null;
  if (!design) {
    return post.refusal(t(direction === "undo" ? "history.nothingToUndo" : "history.nothingToRedo"), 409);
  }
  const { searchParams } = url;
  return redirect(
    post.here({
      draft: design.id,
      area: searchParams.get("area"),
      layer: searchParams.get("layer"),
      anchor: "design-history",
    }),
    { headers: responseHeaders },
  );
}

/** A new template from the draft (`save-template`), or the draft written back to its template. */
export async function saveAsTemplate(
  post: DesignPost,
  form: FormData,
  intent: "save-template" | "save-to-template",
) {
  const { target, context, url, locale, responseHeaders } = post;
  const tt = getInstance(context).getFixedT(locale, "templates");
  const signedIn = target.owner && "userId" in target.owner ? target.owner : null;
  // A visitor signs in first; their draft is kept and moves to the account (ADR 017).
  if (!signedIn) {
    const back = target.design ? post.here({ draft: target.design.id }) : `${url.pathname}${url.search}`;
    const query = new URLSearchParams({ auth: "signin", redirectTo: back });
    return redirect(`${url.pathname}${url.search ? `${url.search}&` : "?"}${query}`, {
      headers: responseHeaders,
    });
  }
  const submission = intent === "save-template" ? parseWithZod(form, { schema: saveTemplateSchema }) : null;
  if (submission && submission.status !== "success") {
    return data(
      { error: null, reply: null, templateReply: submission.reply() },
      { status: 400, headers: responseHeaders },
    );
  }
  // What the page shows is saved first; without scripts the saved draft is what is kept.
  const sent = form.get("document");
  const { design } = await post.keep(typeof sent === "string" ? parseDocument(sent) : target.document);
  try {
    const template =
      submission?.status === "success"
        ? await saveTemplateFromDraft(post.services, {
            userId: signedIn.userId,
            draftId: design.id,
            name: submission.value.name,
          })
        : await saveDraftToTemplate(post.services, { userId: signedIn.userId, draftId: design.id });
    const message = submission
      ? tt("save.saved", { name: template.name })
      : tt("save.savedToTemplate", { name: template.name });
    return redirectWithSuccess(post.here({ draft: design.id }), message, { headers: responseHeaders });
  } catch (error) {
    if (error instanceof TemplateNotFound) return post.refusal(tt("notFound"), 404);
    if (error instanceof TemplateRefused) return post.refusal(tt(`refused.${error.reason}`), 400);
    throw error;
  }
}

/** Saves what the page shows and asks for its proofs, which the page then shows. */
export async function requestDraftProofs(post: DesignPost, form: FormData) {
  const { target, t, responseHeaders } = post;
  // The page sends what it shows; without scripts the saved draft is what is checked.
  const sent = form.get("document");
  const document = typeof sent === "string" ? parseDocument(sent) : target.document;
  const { owner, design, product } = await post.keep(document);
  const { blocked } = await requestProofs(post.services, {
    owner,
    draft: { designId: design.id, document: design.document, product },
  });
  if (blocked) {
    return data({ error: t("proof.blocked"), reply: null }, { status: 400, headers: responseHeaders });
  }
  return redirect(post.here({ draft: design.id, proof: true }), { headers: responseHeaders });
}

/** One of the page's edit forms (add, arrange, a layer's properties, colour, size…). */
export async function editDesign(post: DesignPost, form: FormData) {
  const { target, services, responseHeaders } = post;
  const submission = parseWithZod(form, { schema: designEditSchema });
  if (submission.status !== "success") {
    return data({ error: null, reply: submission.reply() }, { status: 400, headers: responseHeaders });
  }
  const edit = submission.value;
  const owner = target.owner;
  const files =
    owner && edit.intent === "add-image" ? await designFiles(services.db, owner, [edit.fileId]) : new Map();
  const outcome = applyEdit(target.document, edit, { product: target.product, files });
  const { design } = await post.keep(outcome.document);
  return post.answer(outcome, design.id, pageAnchor(form.get("anchor"), edit));
}

function parseDocument(text: string): unknown {
  try {
    // A "\u0000" or half a surrogate pair written as an escape survives the form's own cleaning.
    return storableJson(JSON.parse(text));
  } catch {
    throw new DesignRefused("invalid");
  }
}
