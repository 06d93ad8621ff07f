import { startTransition, useEffect } from "react";
import { data, useSearchParams } from "react-router";
import { RefreshWhile } from "#app/components/refresh-while.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { notify } from "#app/components/toaster.tsx";
import { servicesContext } from "#server/context.ts";
import { canOrder } from "#core/design/checks.ts";
import { fontFaceCss } from "#core/design/fonts.ts";
import { layersOf } from "#core/design/operations.ts";
import { areasFor } from "#core/design/product.ts";
import { AddPanel } from "#app/designer/page/add-panel.tsx";
import { ChecksPanel } from "#app/designer/page/checks-panel.tsx";
import { DesignerHeader } from "#app/designer/page/designer-header.tsx";
import { EditChannelContext } from "#app/designer/page/edit-form.tsx";
import { LayersAside } from "#app/designer/page/layers-aside.tsx";
import { DeleteQuestions } from "#app/designer/page/delete-questions.tsx";
import { HistoryForm } from "#app/designer/page/history-form.tsx";
import { pageSearch } from "#app/designer/page/page-search.ts";
import { ProofRequest } from "#app/designer/page/proof-request.tsx";
import { RecoverNotice } from "#app/designer/page/recover-notice.tsx";
import { ResumeQuestion } from "#app/designer/page/resume-question.tsx";
import { ProofPanel } from "#app/designer/page/proof-panel.tsx";
import { TemplatePanel } from "#app/designer/page/template-panel.tsx";
import { useDesignerPage } from "#app/designer/page/use-designer-page.ts";
import { WorkspaceCanvas } from "#app/designer/page/workspace-canvas.tsx";
import { WorkspaceOptions } from "#app/designer/page/workspace-options.tsx";
import { designGuard, requireDesignTarget } from "#app/middleware/design-guard.ts";
import {
  addUploadedImage,
  deleteFromDesign,
  designPost,
  editDesign,
  requestDraftProofs,
  saveAsTemplate,
  stepThroughHistory,
} from "#app/edge/design-action.server.ts";
import { designerFiles, designerMode } from "#app/edge/designs.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";
import { documentHash, listRenders } from "#server/services/design-renders.ts";
import { designHistory, latestDesign } from "#server/services/designs.ts";
import { templateEditedBy } from "#server/services/templates.ts";
import type { Route } from "./+types/design.ts";

export const middleware: Route.MiddlewareFunction[] = [designGuard];

export const handle: MessagesHandle = { messages: ["design", "files", "templates", "art"] };

/** A draft is the visitor's own: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
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
  const files = owner ? await designerFiles(db, owner, document) : [];
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
    files,
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

export async function action(args: Route.ActionArgs) {
  const post = designPost(args);
  const { request, locale } = post;
  try {
    // A multipart post is the upload form without scripts: the first image lands on the area.
    if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
      return await addUploadedImage(post);
    }
    const form = await readFormData(request);
    const intent = String(form.get("intent") ?? "");
    if (intent === "delete") return await deleteFromDesign(post, String(form.get("id") ?? ""));
    if (intent === "undo" || intent === "redo") return await stepThroughHistory(post, intent);
    if (intent === "save-template" || intent === "save-to-template") {
      return await saveAsTemplate(post, form, intent);
    }
    if (intent === "check") return await requestDraftProofs(post, form);
    return await editDesign(post, form);
  } catch (error) {
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    return post.refusal(refusal.message, refusal.status);
  }
}

export default function DesignRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("design");
  const locale = useLocale();
  const page = useDesignerPage(loaderData);
  const { hydrated, editor, document, area, layers, selected, files, fileNames, formAction, draftId } = page;
  const [searchParams] = useSearchParams();

  useEffect(() => {
    if (actionData?.error) notify("error", actionData.error);
  }, [actionData]);

  if (!area) return null;
  const blocking = !canOrder(page.issues);
  const { product } = loaderData;

  return (
    // The print fonts declared below are for the canvas's text only (app.css, --font-system).
    <div className="flex min-h-screen flex-col font-system">
      <PageSeo title={t("title", { product: product.title })} />
      {/* The design fonts: the same files the print renderer uses. */}
      <style>{fontFaceCss()}</style>
      <RefreshWhile waiting={page.waiting} />
      <DesignerHeader
        product={product}
        save={
          loaderData.resume ? null : { state: page.autosave.state, message: page.autosave.message, draftId }
        }
        formMode={page.formMode}
        modeHref={
          page.formMode ? `${page.linkTo({ mode: null })}&mode=canvas` : page.linkTo({ mode: "form" })
        }
      />
      {loaderData.resume ? (
        <main id="main" className="flex-1 px-4 py-10">
          <ResumeQuestion
            updatedAt={loaderData.resume.updatedAt}
            openHref={`${localizePath("/design", locale)}${pageSearch({ draft: loaderData.resume.id, mode: loaderData.mode })}`}
            freshHref={page.linkTo({ fresh: true })}
          />
        </main>
      ) : (
        <EditChannelContext.Provider value={page.channel}>
          <main
            id="main"
            className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 lg:grid-cols-[16rem_1fr_20rem]"
          >
            {page.localCopy ? (
              <RecoverNotice onRestore={page.restoreLocalCopy} onDismiss={page.dismissLocalCopy} />
            ) : null}

            {/* Each column paints on a layer of its own (isolate): a key typed in a layer's text
              has the browser paint again the columns it changes, not the whole page (9-13 ms of
              each key's frame with the CPU slowed 4×, 6 ms so). The header's menus lie above
              them (z-30). */}
            <aside className="isolate order-2 lg:order-1" aria-label={t("add.heading")}>
              <AddPanel
                area={area.key}
                areaLabel={area.label}
                files={loaderData.files}
                uploadAction={formAction}
                onUploaded={page.onUploaded}
              />
            </aside>

            <section className="isolate order-1 space-y-4 lg:order-2" aria-label={t("workspace")}>
              <WorkspaceOptions
                product={product}
                document={document}
                areas={page.areas}
                area={area}
                areaHref={(key) => page.linkTo({ area: key, layer: null })}
                onArea={
                  hydrated
                    ? (key) => {
                        editor.setArea(key);
                        editor.select(null);
                      }
                    : null
                }
              />
              <WorkspaceCanvas
                product={product}
                area={area}
                colorKey={document.color}
                layers={layers}
                live={editor.live}
                files={files}
                fileNames={fileNames}
                selectedId={selected?.id ?? null}
                interactive={page.interactive}
                onSelect={editor.select}
                onChange={(next, options) => {
                  const changed = { ...document, areas: { ...document.areas, [area.key]: next } };
                  if (!options.commit) {
                    editor.change(changed, options);
                    return;
                  }
                  // A drop: the canvas shows it at once; the rest of the page follows without
                  // holding up the next frame.
                  startTransition(() => {
                    editor.change(changed, options);
                    page.nextVersion();
                  });
                }}
                onUndo={page.undo}
                onRedo={page.redo}
              />
              <HistoryForm
                action={formAction}
                canUndo={hydrated ? editor.canUndo : loaderData.history.undo > 0}
                canRedo={hydrated ? editor.canRedo : loaderData.history.redo > 0}
                onUndo={hydrated ? page.undo : null}
                onRedo={hydrated ? page.redo : null}
              />
              <ChecksPanel issues={page.issues} areaLabel={page.areaLabel} layerLabel={page.layerLabel} />
              <ProofRequest
                action={formAction}
                document={hydrated ? JSON.stringify(document) : null}
                blocking={blocking}
                // Ordering takes the saved draft: offered once what is shown is saved.
                orderDraft={draftId && !blocking && page.autosave.state === "saved" ? draftId : null}
              />
              {loaderData.proof ? (
                <ProofPanel
                  renders={loaderData.renders}
                  areaLabel={page.areaLabel}
                  colorName={page.colorName}
                />
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

            <LayersAside
              area={area.key}
              layers={layers}
              selected={selected}
              fileNames={fileNames}
              selectHref={(id) => page.linkTo({ layer: id })}
              deleteHref={page.deleteHref}
              onSelect={hydrated ? editor.select : null}
              version={page.version}
              errors={
                (selected && page.formErrors[`layer-properties-${selected.id}`]) ??
                (actionData?.reply && "error" in actionData.reply ? (actionData.reply.error ?? {}) : {})
              }
              draftId={draftId}
            />
          </main>
        </EditChannelContext.Provider>
      )}
      <DeleteQuestions
        asked={searchParams.get("delete")}
        document={document}
        fileNames={fileNames}
        draftId={draftId}
        pageQuery={page.pageQuery}
        onDeleteLayer={page.deleteLayer}
      />
    </div>
  );
}
