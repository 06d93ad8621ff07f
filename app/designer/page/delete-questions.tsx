import { DeleteQuestion } from "#app/components/delete-question.tsx";
import type { DesignDocument } from "#core/schemas/design.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useArtWords } from "./art-words.ts";
import { layerName } from "./layer-panel.tsx";

/**
 * "Delete …?" before a layer or the whole draft goes: the page state `?delete=<layer id>` or
 * `?delete=draft` (so it needs no script). Without scripts the answer is posted; with them a
 * layer is deleted in the page (`onDeleteLayer`: it may not be saved yet) and can be undone.
 */
export function DeleteQuestions({
  asked,
  document,
  fileNames,
  draftId,
  pageQuery,
  onDeleteLayer,
}: {
  asked: string | null;
  document: DesignDocument;
  fileNames: ReadonlyMap<string, string>;
  draftId: string | null;
  /** The page's address choices without the question: where "cancel" and the answer go. */
  pageQuery: string;
  onDeleteLayer: ((area: string, layer: string) => void) | null;
}) {
  const t = useT("design");
  const artWords = useArtWords();
  if (!asked) return null;
  if (asked === "draft") {
    return draftId ? (
      <DeleteQuestion
        id={draftId}
        search={pageQuery}
        labels={{
          title: t("discardQuestion.title"),
          body: t("discardQuestion.body"),
          cancel: t("discardQuestion.cancel"),
          confirm: t("discardQuestion.confirm"),
          close: t("discardQuestion.close"),
        }}
      />
    ) : null;
  }
  const found = Object.entries(document.areas)
    .flatMap(([area, layers]) => layers.map((layer) => ({ area, layer })))
    .find((candidate) => candidate.layer.id === asked);
  if (!found || found.layer.locked) return null;
  const { area, layer } = found;
  return (
    <DeleteQuestion
      id={layer.id}
      search={pageQuery}
      labels={{
        title: t("layers.deleteQuestion.title", { name: layerName(layer, fileNames, t, artWords) }),
        body: t("layers.deleteQuestion.body"),
        cancel: t("layers.deleteQuestion.cancel"),
        confirm: t("layers.deleteQuestion.confirm"),
        close: t("layers.deleteQuestion.close"),
      }}
      onConfirm={onDeleteLayer ? () => onDeleteLayer(area, layer.id) : undefined}
    />
  );
}
