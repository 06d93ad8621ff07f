import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, useState } from "react";
import { data, Form, Link, redirect, useRevalidator, useSearchParams } from "react-router";
import { redirectWithSuccess, redirectWithWarning } from "remix-toast";
import { RefreshWhile } from "#app/components/refresh-while.tsx";
import { ChevronLeft, Printer, ShoppingCart } from "#app/components/icons.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { LanguageSwitcher } from "#app/components/preference-switchers.tsx";
import { notify } from "#app/components/toaster.tsx";
import { servicesContext } from "#server/context.ts";
import { canOrder, checkDesign, type FilePixels } from "#core/design/checks.ts";
import { DesignCanvas } from "#app/designer/editor/canvas.tsx";
import { useDesignEditor } from "#app/designer/editor/use-design-editor.ts";
import { applyEdit, EditRefused, type EditOutcome } from "#core/design/edits.ts";
import { fontFaceCss } from "#core/design/fonts.ts";
import { layersOf } from "#core/design/operations.ts";
import { areasDependOnSize, areasFor } from "#core/design/product.ts";
import { AddPanel, type PanelFile } from "#app/designer/page/add-panel.tsx";
import { ChecksPanel } from "#app/designer/page/checks-panel.tsx";
import { EditChannelContext, EditForm, type EditChannel } from "#app/designer/page/edit-form.tsx";
import {
  ArrangeForm,
  blockedButton,
  LayerList,
  LayerProperties,
  layerName,
  useLayerEntry,
} from "#app/designer/page/layer-panel.tsx";
import { DeleteQuestions } from "#app/designer/page/delete-questions.tsx";
import { HistoryForm } from "#app/designer/page/history-form.tsx";
import { ResumeQuestion } from "#app/designer/page/resume-question.tsx";
import { ProofPanel } from "#app/designer/page/proof-panel.tsx";
import { TemplatePanel } from "#app/designer/page/template-panel.tsx";
import { localCopyKey, readLocalCopy, useAutosave, type LocalCopy } from "#app/designer/page/use-autosave.ts";
import { designGuard, requireDesignTarget } from "#app/middleware/design-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { designDocumentSchema, designEditSchema, usedFileIds } from "#core/schemas/design.ts";
import { saveTemplateSchema } from "#core/schemas/templates.ts";
import {
  designErrorMessage,
  designErrorStatus,
  designerMode,
  saveOwnerOf,
} from "#app/utils/designs.server.ts";
import { fileErrorMessage, fileErrorStatus, receiveUploads, uploadOwnerOf } from "#app/utils/files.server.ts";
import { fileLimits } from "#core/files.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { pageAnchor, smallImageValues } from "#app/designer/page/page-answers.ts";
import { localizePath, splitLocale } from "#core/locales.ts";
import { storableJson } from "#core/storable-text.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { documentHash, listRenders } from "#server/services/design-renders.ts";
import {
  DesignRefused,
  designFiles,
  designHistory,
  stepDesign,
  deleteDesign,
  latestDesign,
  saveDesign,
  validateDesign,
} from "#server/services/designs.ts";
import { FileRefused, listFiles } from "#server/services/files.ts";
import { templateEditedBy, TemplateNotFound, TemplateRefused } from "#server/services/templates.ts";
import { requestProofs } from "#server/commands/designs.ts";
import { saveDraftToTemplate, saveTemplateFromDraft } from "#server/commands/templates.ts";
import type { Route } from "./+types/design.ts";

export const middleware: Route.MiddlewareFunction[] = [designGuard];

export const handle: MessagesHandle = { messages: ["design", "files", "templates"] };

/** A draft is the visitor's own: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** The page's own address choices to keep across posts: the draft, area, layer, mode. */
function pageSearch(values: {
  draft: string | null;
  product?: string;
  color?: string;
  size?: string | null;
  area?: string | null;
  layer?: string | null;
  mode?: string | null;
  proof?: boolean;
}): string {
  const search = new URLSearchParams();
  if (values.draft) search.set("draft", values.draft);
  else {
    if (values.product) search.set("product", values.product);
    if (values.color) search.set("color", values.color);
    if (values.size) search.set("size", values.size);
  }
  if (values.area) search.set("area", values.area);
  if (values.layer) search.set("layer", values.layer);
  if (values.mode === "form") search.set("mode", "form");
  if (values.proof) search.set("proof", "1");
  return `?${search}`;
}

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const target = requireDesignTarget(context);
  const { owner, product, design, document } = target;
  const areas = areasFor(product, document.size);
  const askedArea = url.searchParams.get("area");
  const area = areas.find((candidate) => candidate.key === askedArea) ?? areas[0];
  if (!area) throw data(null, { status: 404 });
  const askedLayer = url.searchParams.get("layer");
  const layer = layersOf(document, area.key).some((candidate) => candidate.id === askedLayer)
    ? askedLayer
    : null;
  const library = owner
    ? (await listFiles(db, owner, { query: "", since: null, sort: "newest", page: 1 })).files
    : [];
  const used = owner ? await designFiles(db, owner, usedFileIds(document)) : new Map();
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
  // Reopening a product the visitor already started offers their draft (`fresh` declines it).
  const resume =
    !design && owner && !url.searchParams.has("fresh") ? await latestDesign(db, owner, product.id) : null;
  const renders =
    design && url.searchParams.has("proof") ? await listRenders(db, design.id, documentHash(document)) : [];
  const mode = designerMode(request, url.searchParams.get("mode"));
  const history = design && owner ? await designHistory(db, owner, design.id) : { undo: 0, redo: 0 };
  const loaded = {
    product,
    document,
    history,
    draft: design ? { id: design.id, revision: design.revision, updatedAt: design.updatedAt } : null,
    files: [...files.values()],
    area: area.key,
    layer,
    mode: mode.mode,
    resume: resume ? { id: resume.id, updatedAt: resume.updatedAt } : null,
    renders: renders.map(({ id, kind, target: renderTarget, status, failure, width, height }) => ({
      id,
      kind,
      target: renderTarget,
      status,
      failure,
      width,
      height,
    })),
    proof: url.searchParams.has("proof"),
    signedIn: Boolean(owner && "userId" in owner),
    editsTemplate:
      design && owner && "userId" in owner ? await templateEditedBy(db, owner.userId, design.id) : null,
  };
  return mode.setCookie ? data(loaded, { headers: { "Set-Cookie": mode.setCookie } }) : loaded;
}

export async function action({ request, context, url }: Route.ActionArgs) {
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
    const to = here({
      draft,
      area: outcome.area ?? url.searchParams.get("area"),
      layer: outcome.selected,
      anchor,
    });
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

  try {
    // A multipart post is the upload form without scripts: the first image lands on the area.
    if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
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
      const area =
        url.searchParams.get("area") ?? areasFor(target.product, target.document.size)[0]?.key ?? "";
      const edit = { intent: "add-image" as const, area, fileId: added.file.id };
      const outcome = applyEdit(target.document, edit, {
        product: target.product,
        files: new Map([[added.file.id, added.file]]),
      });
      const { design } = await keep(outcome.document, owner);
      return answer(outcome, design.id, "design-add-image");
    }

    const form = await readFormData(request);
    const intent = String(form.get("intent") ?? "");
    // The delete question's answer: the draft itself, or one of its layers.
    if (intent === "delete") {
      const id = String(form.get("id") ?? "");
      if (target.design && id === target.design.id) {
        if (target.owner) await deleteDesign(db, target.owner, target.design.id);
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
      const { design } = await keep(outcome.document);
      return answer(outcome, design.id, "design-layers");
    }
    // Undo and redo without scripts: the draft's saved steps (with scripts the page keeps its own).
    if (intent === "undo" || intent === "redo") {
      const design =
        target.design && target.owner
          ? await stepDesign(db, { owner: target.owner, id: target.design.id, direction: intent, now: now() })
          : null;
      if (!design) {
        return refusal(t(intent === "undo" ? "history.nothingToUndo" : "history.nothingToRedo"), 409);
      }
      const { searchParams } = url;
      return redirect(
        here({
          draft: design.id,
          area: searchParams.get("area"),
          layer: searchParams.get("layer"),
          anchor: "design-history",
        }),
        { headers: responseHeaders },
      );
    }
    if (intent === "save-template" || intent === "save-to-template") {
      const tt = getInstance(context).getFixedT(locale, "templates");
      const signedIn = target.owner && "userId" in target.owner ? target.owner : null;
      // A visitor signs in first; their draft is kept and moves to the account (ADR 017).
      if (!signedIn) {
        const back = target.design ? here({ draft: target.design.id }) : `${url.pathname}${url.search}`;
        const query = new URLSearchParams({ auth: "signin", redirectTo: back });
        return redirect(`${url.pathname}${url.search ? `${url.search}&` : "?"}${query}`, {
          headers: responseHeaders,
        });
      }
      const submission =
        intent === "save-template" ? parseWithZod(form, { schema: saveTemplateSchema }) : null;
      if (submission && submission.status !== "success") {
        return data(
          { error: null, reply: null, templateReply: submission.reply() },
          { status: 400, headers: responseHeaders },
        );
      }
      // What the page shows is saved first; without scripts the saved draft is what is kept.
      const sent = form.get("document");
      const { design } = await keep(typeof sent === "string" ? parseDocument(sent) : target.document);
      try {
        const template =
          submission?.status === "success"
            ? await saveTemplateFromDraft(services, {
                userId: signedIn.userId,
                draftId: design.id,
                name: submission.value.name,
              })
            : await saveDraftToTemplate(services, { userId: signedIn.userId, draftId: design.id });
        const message = submission
          ? tt("save.saved", { name: template.name })
          : tt("save.savedToTemplate", { name: template.name });
        return redirectWithSuccess(here({ draft: design.id }), message, { headers: responseHeaders });
      } catch (error) {
        if (error instanceof TemplateNotFound) return refusal(tt("notFound"), 404);
        if (error instanceof TemplateRefused) return refusal(tt(`refused.${error.reason}`), 400);
        throw error;
      }
    }
    if (intent === "check") {
      // The page sends what it shows; without scripts the saved draft is what is checked.
      const sent = form.get("document");
      const document = typeof sent === "string" ? parseDocument(sent) : target.document;
      const { owner, design, product } = await keep(document);
      const { blocked } = await requestProofs(services, {
        owner,
        draft: { designId: design.id, document: design.document, product },
      });
      if (blocked) {
        return data({ error: t("proof.blocked"), reply: null }, { status: 400, headers: responseHeaders });
      }
      return redirect(here({ draft: design.id, proof: true }), { headers: responseHeaders });
    }
    const submission = parseWithZod(form, { schema: designEditSchema });
    if (submission.status !== "success") {
      return data({ error: null, reply: submission.reply() }, { status: 400, headers: responseHeaders });
    }
    const edit = submission.value;
    const owner = target.owner;
    const files =
      owner && edit.intent === "add-image" ? await designFiles(db, owner, [edit.fileId]) : new Map();
    const outcome = applyEdit(target.document, edit, { product: target.product, files });
    const { design } = await keep(outcome.document);
    return answer(outcome, design.id, pageAnchor(form.get("anchor"), edit));
  } catch (error) {
    const message =
      designErrorMessage(error, t) ??
      fileErrorMessage(error, getInstance(context).getFixedT(locale, "files"), locale);
    if (message === null) throw error;
    return refusal(message, error instanceof FileRefused ? fileErrorStatus(error) : designErrorStatus(error));
  }
}

function parseDocument(text: string): unknown {
  try {
    // A "\u0000" or half a surrogate pair written as an escape survives the form's own cleaning.
    return storableJson(JSON.parse(text));
  } catch {
    throw new DesignRefused("invalid");
  }
}

export default function DesignRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("design");
  const locale = useLocale();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { product } = loaderData;
  const editor = useDesignEditor(loaderData.document, { area: loaderData.area, selected: loaderData.layer });
  const { document } = editor;
  const areas = areasFor(product, document.size);
  const area = areas.find((candidate) => candidate.key === editor.area) ?? areas[0];
  const layers = area ? layersOf(document, area.key) : [];
  const selected = layers.find((layer) => layer.id === editor.selectedId) ?? null;
  const formMode = loaderData.mode === "form";
  const interactive = hydrated && !formMode;

  const autosave = useAutosave({
    document,
    draft: loaderData.draft,
    locale,
    draftHref: (id) =>
      `${localizePath("/design", locale)}${pageSearch({ draft: id, mode: loaderData.mode })}`,
  });
  const draftId = autosave.draft?.id ?? loaderData.draft?.id ?? null;
  const formAction = `${localizePath("/design", locale)}${pageSearch({
    draft: draftId,
    product: product.id,
    color: document.color,
    size: document.size,
    area: area?.key ?? null,
    layer: selected?.id ?? null,
    mode: loaderData.mode,
  })}`;

  const files = useMemo(() => new Map(loaderData.files.map((file) => [file.id, file])), [loaderData.files]);
  const pixels: FilePixels = useMemo(
    () => new Map(loaderData.files.filter((file) => file.status !== "failed").map((file) => [file.id, file])),
    [loaderData.files],
  );
  const fileNames = useMemo(
    () => new Map(loaderData.files.map((file) => [file.id, file.name])),
    [loaderData.files],
  );
  const issues = useMemo(() => checkDesign(document, areas, pixels), [document, areas, pixels]);

  // Fields of the selected layer's form show values changed elsewhere (canvas, keys, undo).
  const [version, setVersion] = useState(0);
  const undo = () => {
    editor.undo();
    setVersion((current) => current + 1);
  };
  const redo = () => {
    editor.redo();
    setVersion((current) => current + 1);
  };
  const [formErrors, setFormErrors] = useState<Record<string, Record<string, string[] | null>>>({});
  const channel: EditChannel = {
    action: formAction,
    apply: hydrated
      ? (edit, options) => {
          try {
            const outcome = applyEdit(document, edit, { product, files: pixels });
            editor.change(outcome.document, { commit: options.commit });
            if (outcome.smallImage)
              notify("warning", t("add.smallImage", smallImageValues(outcome.smallImage, locale)));
            if (options.source === "action") {
              if (outcome.area) editor.setArea(outcome.area);
              editor.select(outcome.selected);
              setVersion((current) => current + 1);
            }
            const changed = outcome.area
              ? layersOf(outcome.document, outcome.area).find((layer) => layer.id === outcome.selected)
              : undefined;
            return changed ? { ...changed } : null;
          } catch (error) {
            if (!(error instanceof EditRefused)) throw error;
            notify("error", t(`edit.${error.reason}`));
            return null;
          }
        }
      : null,
    onInvalid: (form, errors) => setFormErrors((current) => ({ ...current, [form]: errors })),
  };

  // A draft found in this browser that the server does not have yet (a lost connection).
  const [localCopy, setLocalCopy] = useState<LocalCopy | null>(null);
  useEffect(() => {
    const copy = readLocalCopy(localCopyKey(loaderData.draft?.id ?? null, product.id));
    const parsed = copy ? designDocumentSchema.safeParse(copy.document) : null;
    const current = copy?.revision === (loaderData.draft?.revision ?? null);
    if (copy && parsed?.success && current && JSON.stringify(parsed.data) !== JSON.stringify(document)) {
      setLocalCopy({ document: parsed.data, revision: copy.revision });
    }
    // Only when the page opens.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A file uploaded just now is placed on the area once the page knows its size.
  const pendingUpload = useRef<string | null>(null);
  useEffect(() => {
    const id = pendingUpload.current;
    if (!id || !files.has(id) || !area) return;
    pendingUpload.current = null;
    channel.apply?.({ intent: "add-image", area: area.key, fileId: id }, { commit: true, source: "action" });
    // Only when the page's files change.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [files]);

  // Renders being made, or an image still being prepared: the page asks again until done (and
  // reloads itself without scripts, as the files page does).
  const rendering = loaderData.renders.some((render) => render.status === "queued");
  const preparing =
    usedFileIds(document).some((id) => files.get(id)?.status === "processing") ||
    loaderData.files.some((file) => file.status === "processing");

  useEffect(() => {
    if (actionData?.error) notify("error", actionData.error);
  }, [actionData]);

  const areaLabel = (key: string) => areas.find((candidate) => candidate.key === key)?.label ?? key;
  const layerLabel = (areaKey: string, id: string) => {
    const layer = layersOf(document, areaKey).find((candidate) => candidate.id === id);
    return layer ? layerName(layer, fileNames, t("layers.untitled")) : id;
  };
  const colorName = (key: string) => product.colors.find((color) => color.key === key)?.name ?? key;
  const entry = useLayerEntry();
  const [searchParams] = useSearchParams();
  const pageQuery = formAction.slice(formAction.indexOf("?"));
  const deleteHref = (id: string) => `${pageQuery}&delete=${id}`;
  const linkTo = (values: { area?: string; layer?: string | null; mode?: string | null; fresh?: boolean }) =>
    `${localizePath("/design", locale)}${pageSearch({
      draft: draftId,
      product: product.id,
      color: document.color,
      size: document.size,
      area: values.area ?? area?.key ?? null,
      layer: values.layer === undefined ? (selected?.id ?? null) : values.layer,
      mode: values.mode === undefined ? loaderData.mode : values.mode,
    })}${values.fresh ? "&fresh" : ""}`;
  const saveLabel = {
    saved: draftId ? t("save.saved") : t("save.notYet"),
    pending: t("save.pending"),
    saving: t("save.saving"),
    offline: t("save.offline"),
    refused: autosave.message ?? t("save.refused"),
    conflict: t("save.conflict"),
  }[autosave.state];

  if (!area) return null;
  const blocking = !canOrder(issues);

  return (
    <div className="flex min-h-screen flex-col">
      <PageSeo title={t("title", { product: product.title })} />
      {/* The design fonts: the same files the print renderer uses. */}
      <style>{fontFaceCss()}</style>
      <RefreshWhile waiting={rendering || preparing} />
      <header className="border-b border-line bg-surface-raised">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <a href={localizePath(product.path, locale)} className="btn-quiet">
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t("back", { product: product.title })}
          </a>
          <h1 className="text-lg font-bold tracking-tight">{t("heading", { product: product.title })}</h1>
          {loaderData.resume ? null : (
            <output className="text-sm text-ink-muted" data-testid="save-state" data-state={autosave.state}>
              {hydrated ? saveLabel : draftId ? t("save.saved") : t("save.notYet")}
            </output>
          )}
          <div className="ms-auto flex items-center gap-3">
            <a
              href={formMode ? `${linkTo({ mode: null })}&mode=canvas` : linkTo({ mode: "form" })}
              className="btn-quiet"
            >
              {formMode ? t("mode.canvas") : t("mode.form")}
            </a>
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      {loaderData.resume ? (
        <main id="main" className="flex-1 px-4 py-10">
          <ResumeQuestion
            updatedAt={loaderData.resume.updatedAt}
            openHref={`${localizePath("/design", locale)}${pageSearch({ draft: loaderData.resume.id, mode: loaderData.mode })}`}
            freshHref={linkTo({ fresh: true })}
          />
        </main>
      ) : (
        <EditChannelContext.Provider value={channel}>
          <main
            id="main"
            className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 lg:grid-cols-[16rem_1fr_20rem]"
          >
            {localCopy ? (
              <output className="block rounded-lg border border-secondary-600 p-4 text-sm lg:col-span-3">
                <p>{t("recover.text")}</p>
                <p className="mt-2 flex gap-3">
                  <button
                    type="button"
                    className="btn"
                    onClick={() => {
                      editor.change(localCopy.document, { commit: true });
                      setLocalCopy(null);
                      setVersion((current) => current + 1);
                    }}
                  >
                    {t("recover.restore")}
                  </button>
                  <button type="button" className="btn-quiet" onClick={() => setLocalCopy(null)}>
                    {t("recover.dismiss")}
                  </button>
                </p>
              </output>
            ) : null}

            <aside className="order-2 lg:order-1" aria-label={t("add.heading")}>
              <AddPanel
                area={area.key}
                areaLabel={area.label}
                files={loaderData.files}
                uploadAction={formAction}
                onUploaded={
                  hydrated
                    ? (ids) => {
                        // The page learns the new file's size from the server, then places it.
                        pendingUpload.current = ids[0] ?? null;
                        void revalidator.revalidate();
                      }
                    : null
                }
              />
            </aside>

            <section className="order-1 space-y-4 lg:order-2" aria-label={t("workspace")}>
              <div className="flex flex-wrap items-center gap-4">
                <nav aria-label={t("areas.label")} className="flex flex-wrap gap-1">
                  {areas.map((candidate) => (
                    <a
                      key={candidate.key}
                      href={linkTo({ area: candidate.key, layer: null })}
                      aria-current={candidate.key === area.key ? "page" : undefined}
                      onClick={
                        hydrated
                          ? (event) => {
                              event.preventDefault();
                              editor.setArea(candidate.key);
                              editor.select(null);
                            }
                          : undefined
                      }
                      className="pill aria-[current=page]:border-primary-700 aria-[current=page]:font-semibold"
                    >
                      {candidate.label}
                      {layersOf(document, candidate.key).length > 0 ? (
                        <span className="ms-1 text-xs text-ink-muted">
                          ({layersOf(document, candidate.key).length})
                        </span>
                      ) : null}
                    </a>
                  ))}
                </nav>
                <EditForm
                  id="design-color"
                  intent="color"
                  label={t("color.label")}
                  className="flex flex-wrap items-center gap-1"
                >
                  <span className="text-sm font-medium">{t("color.label")}</span>
                  {product.colors.map((color) => (
                    <button
                      key={color.key}
                      type="submit"
                      name="color"
                      value={color.key}
                      aria-pressed={color.key === document.color}
                      aria-label={color.name}
                      title={color.name}
                      className="size-7 rounded-full border-2 border-line aria-pressed:border-primary-700 aria-pressed:ring-2 aria-pressed:ring-primary-600"
                      style={{ backgroundColor: color.hex }}
                    />
                  ))}
                </EditForm>
                {areasDependOnSize(product) ? (
                  <EditForm
                    id="design-size"
                    intent="size"
                    label={t("size.label")}
                    className="flex items-center gap-2"
                  >
                    <label htmlFor="design-size-select" className="text-sm font-medium">
                      {t("size.label")}
                    </label>
                    <select
                      id="design-size-select"
                      name="size"
                      defaultValue={document.size ?? ""}
                      className="field"
                    >
                      {product.sizes.map((size) => (
                        <option key={size.key} value={size.key}>
                          {size.label}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="btn-quiet">
                      {t("size.apply")}
                    </button>
                  </EditForm>
                ) : null}
              </div>
              <div data-testid="design-canvas">
                <DesignCanvas
                  product={product}
                  area={area}
                  colorKey={document.color}
                  layers={layers}
                  images={(fileId) =>
                    files.get(fileId)?.status === "ready" ? `/files/${fileId}` : undefined
                  }
                  selectedId={selected?.id ?? null}
                  interactive={interactive}
                  onSelect={editor.select}
                  onChange={(next, options) => {
                    editor.change({ ...document, areas: { ...document.areas, [area.key]: next } }, options);
                    if (options.commit) setVersion((current) => current + 1);
                  }}
                  onUndo={undo}
                  onRedo={redo}
                  layerName={(layer) => layerName(layer, fileNames, t("layers.untitled"))}
                  contents={
                    layers.length > 0
                      ? t("canvas.contents", {
                          layers: layers
                            .filter((layer) => !layer.hidden)
                            .map((layer) => entry(layer, layerName(layer, fileNames, t("layers.untitled"))))
                            .join(", "),
                        })
                      : t("canvas.contentsEmpty")
                  }
                />
              </div>
              <HistoryForm
                action={formAction}
                canUndo={hydrated ? editor.canUndo : loaderData.history.undo > 0}
                canRedo={hydrated ? editor.canRedo : loaderData.history.redo > 0}
                onUndo={hydrated ? undo : null}
                onRedo={hydrated ? redo : null}
              />
              <ChecksPanel issues={issues} areaLabel={areaLabel} layerLabel={layerLabel} />
              <Form method="post" action={formAction} className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="check" />
                {hydrated ? <input type="hidden" name="document" value={JSON.stringify(document)} /> : null}
                <button
                  type="submit"
                  className={`btn ${blockedButton}`}
                  disabled={blocking}
                  aria-describedby={blocking ? "design-proof-blocked" : undefined}
                >
                  <Printer aria-hidden="true" className="size-4" />
                  {t("proof.request")}
                </button>
                {blocking ? (
                  <span id="design-proof-blocked" className="text-sm text-ink-muted">
                    {t("proof.fixFirst")}
                  </span>
                ) : null}
                {/* Ordering takes the saved draft: offered once what is shown is saved. */}
                {draftId && !blocking && autosave.state === "saved" ? (
                  <a href={`${localizePath("/order/product", locale)}?add=${draftId}`} className="btn">
                    <ShoppingCart aria-hidden="true" className="size-4" />
                    {t("proof.order")}
                  </a>
                ) : null}
              </Form>
              {loaderData.proof ? (
                <ProofPanel renders={loaderData.renders} areaLabel={areaLabel} colorName={colorName} />
              ) : null}
              <TemplatePanel
                action={formAction}
                document={hydrated ? JSON.stringify(document) : null}
                signedIn={loaderData.signedIn}
                signInHref={`${formAction}${formAction.includes("?") ? "&" : "?"}${new URLSearchParams({ auth: "signin", redirectTo: formAction })}`}
                editsTemplate={loaderData.editsTemplate}
                reply={actionData && "templateReply" in actionData ? actionData.templateReply : undefined}
              />
            </section>

            <aside className="order-3 space-y-6" aria-label={t("layers.heading")}>
              <section aria-labelledby="design-layers">
                <h2 id="design-layers" className="section-label mb-2">
                  {t("layers.heading")}
                </h2>
                <LayerList
                  area={area.key}
                  layers={layers}
                  selectedId={selected?.id ?? null}
                  fileNames={fileNames}
                  selectHref={(id) => linkTo({ layer: id })}
                  deleteHref={deleteHref}
                  onSelect={hydrated ? editor.select : null}
                />
              </section>
              {selected ? (
                <section aria-labelledby="design-properties" className="space-y-3">
                  <h2 id="design-properties" className="section-label">
                    {t("properties.heading")}
                  </h2>
                  <ArrangeForm area={area.key} layer={selected} />
                  <LayerProperties
                    area={area.key}
                    layer={selected}
                    version={version}
                    errors={
                      formErrors[`layer-properties-${selected.id}`] ??
                      (actionData?.reply && "error" in actionData.reply ? (actionData.reply.error ?? {}) : {})
                    }
                  />
                </section>
              ) : (
                <p className="text-sm text-ink-muted">{t("properties.none")}</p>
              )}
              {draftId ? (
                <Link
                  to={deleteHref("draft")}
                  preventScrollReset
                  className="btn-quiet text-error-700 dark:text-error-300"
                >
                  {t("discard")}
                </Link>
              ) : null}
            </aside>
          </main>
        </EditChannelContext.Provider>
      )}
      <DeleteQuestions
        asked={searchParams.get("delete")}
        document={document}
        fileNames={fileNames}
        draftId={draftId}
        pageQuery={pageQuery}
        onDeleteLayer={
          hydrated
            ? (areaKey, id) =>
                channel.apply?.(
                  { intent: "layer-action", area: areaKey, layer: id, action: "delete" },
                  { commit: true, source: "action" },
                )
            : null
        }
      />
    </div>
  );
}
