import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { checkDesign, type FilePixels } from "#core/design/checks.ts";
import { useDesignEditor } from "#app/designer/editor/use-design-editor.ts";
import { applyEdit, EditRefused } from "#core/design/edits.ts";
import { layersOf } from "#core/design/operations.ts";
import { areasFor, type DesignProduct } from "#core/design/product.ts";
import type { PanelFile } from "#app/designer/page/add-panel.tsx";
import type { EditChannel } from "#app/designer/page/edit-form.tsx";
import { layerName } from "#app/designer/page/layer-panel.tsx";
import { smallImageValues } from "#app/designer/page/page-answers.ts";
import { pageSearch } from "#app/designer/page/page-search.ts";
import { localCopyKey, readLocalCopy, useAutosave, type LocalCopy } from "#app/designer/page/use-autosave.ts";
import {
  designDocumentSchema,
  usedFileIds,
  type DesignDocument,
  type DesignEdit,
} from "#core/schemas/design.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { useArtWords } from "#app/designer/page/art-words.ts";
import { localizePath } from "#core/locales.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/** What the designer's loader gives the page, as far as its state needs. */
type DesignerPageData = {
  product: DesignProduct;
  document: DesignDocument;
  draft: { id: string; revision: number } | null;
  files: PanelFile[];
  area: string;
  layer: string | null;
  mode: "form" | "canvas";
  renders: { status: string }[];
};

/**
 * The designer page's state: the document being edited and the area and layer shown, its
 * autosave, the page's own addresses, the files it places, the checks, and the channel through
 * which its forms edit the document in the browser.
 */
export function useDesignerPage(loaderData: DesignerPageData) {
  const t = useT("design");
  const artWords = useArtWords();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
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
  const [searchParams] = useSearchParams();
  const formAction = `${localizePath("/design", locale)}${pageSearch({
    draft: draftId,
    product: product.id,
    color: document.color,
    size: document.size,
    area: area?.key ?? null,
    layer: selected?.id ?? null,
    mode: loaderData.mode,
    artSearch: searchParams.get("artSearch"),
    artCategory: searchParams.get("artCategory"),
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
  const nextVersion = () => setVersion((current) => current + 1);
  const undo = () => {
    editor.undo();
    nextVersion();
  };
  const redo = () => {
    editor.redo();
    nextVersion();
  };
  const [formErrors, setFormErrors] = useState<Record<string, Record<string, string[] | null>>>({});
  const applyToDocument: NonNullable<EditChannel["apply"]> = (edit, options) => {
    try {
      const outcome = applyEdit(document, edit, { product, files: pixels });
      editor.change(outcome.document, { commit: options.commit });
      if (outcome.smallImage)
        notify("warning", t("add.smallImage", smallImageValues(outcome.smallImage, locale)));
      if (options.source === "action") {
        if (outcome.area) editor.setArea(outcome.area);
        editor.select(outcome.selected);
        nextVersion();
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
  };
  // The page's forms take the channel from a context: it stays the same object while the page's
  // address does, so a change of the document draws again the parts that show it, not every form
  // on the page (issue 32: 30 layers' rows and the clip art, at each pause in typing). Its `apply`
  // makes the edit on the document of the latest render.
  const latestApply = useRef(applyToDocument);
  // applyEdit is pure: the outcome, or its refusal, is dropped.
  const rehearse = (edit: DesignEdit) => {
    try {
      applyEdit(document, edit, { product, files: pixels });
    } catch (error) {
      if (!(error instanceof EditRefused)) throw error;
    }
  };
  const latestRehearse = useRef(rehearse);
  useLayoutEffect(() => {
    latestApply.current = applyToDocument;
    latestRehearse.current = rehearse;
  });
  const channel = useMemo<EditChannel>(
    () => ({
      action: formAction,
      apply: hydrated ? (edit, options) => latestApply.current(edit, options) : null,
      // Each valid key clears the form's errors: when it has none, the page is left as it is, not
      // drawn again at once around the field being typed in.
      onInvalid: (form, errors) =>
        setFormErrors((current) =>
          hasErrors(current[form]) || hasErrors(errors) ? { ...current, [form]: errors } : current,
        ),
      rehearse: (edit) => latestRehearse.current(edit),
    }),
    [formAction, hydrated],
  );

  const deleteLayer = hydrated
    ? (areaKey: string, id: string) =>
        channel.apply?.(
          { intent: "layer-action", area: areaKey, layer: id, action: "delete" },
          { commit: true, source: "action" },
        )
    : null;

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
  const restoreLocalCopy = () => {
    if (!localCopy) return;
    editor.change(localCopy.document, { commit: true });
    setLocalCopy(null);
    nextVersion();
  };

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
  // One function while the page stays hydrated: the panel it goes to is drawn again only when its
  // files change.
  const uploaded = useCallback(
    (ids: string[]) => {
      // The page learns the new file's size from the server, then places it.
      pendingUpload.current = ids[0] ?? null;
      void revalidate();
    },
    [revalidate],
  );
  const onUploaded = hydrated ? uploaded : null;

  // Renders being made, or an image still being prepared: the page asks again until done (and
  // reloads itself without scripts, as the files page does).
  const rendering = loaderData.renders.some((render) => render.status === "queued");
  const preparing =
    usedFileIds(document).some((id) => files.get(id)?.status === "processing") ||
    loaderData.files.some((file) => file.status === "processing");

  const areaLabel = (key: string) => areas.find((candidate) => candidate.key === key)?.label ?? key;
  const layerLabel = (areaKey: string, id: string) => {
    const layer = layersOf(document, areaKey).find((candidate) => candidate.id === id);
    return layer ? layerName(layer, fileNames, t, artWords) : id;
  };
  const colorName = (key: string) => product.colors.find((color) => color.key === key)?.name ?? key;
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

  return {
    hydrated,
    editor,
    document,
    areas,
    area,
    layers,
    selected,
    formMode,
    interactive,
    autosave,
    draftId,
    formAction,
    files,
    fileNames,
    issues,
    version,
    nextVersion,
    undo,
    redo,
    formErrors,
    channel,
    deleteLayer,
    localCopy,
    restoreLocalCopy,
    dismissLocalCopy: () => setLocalCopy(null),
    onUploaded,
    waiting: rendering || preparing,
    areaLabel,
    layerLabel,
    colorName,
    pageQuery,
    deleteHref,
    linkTo,
  };
}

function hasErrors(errors: Record<string, string[] | null> | undefined): boolean {
  return Object.values(errors ?? {}).some((messages) => Boolean(messages?.length));
}
