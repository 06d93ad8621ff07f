import { useCallback, useSyncExternalStore } from "react";
import { DesignCanvas, type DesignCanvasProps } from "#app/designer/editor/canvas.tsx";
import type { PanelFile } from "#app/designer/page/add-panel.tsx";
import { useArtWords } from "#app/designer/page/art-words.ts";
import { layerName, useLayerEntry } from "#app/designer/page/layer-panel.tsx";
import type { DesignLayer } from "#core/schemas/design.ts";
import type { LiveDocument } from "#app/designer/editor/use-design-editor.ts";
import { layersOf } from "#core/design/operations.ts";
import { useT } from "#app/utils/i18n.tsx";

/**
 * The canvas of the area shown, drawing the page's ready files and telling what it shows in words.
 * It draws a live change (`live`) as soon as it is made, ahead of the rest of the page.
 */
export function WorkspaceCanvas({
  files,
  fileNames,
  live,
  ...canvas
}: Omit<DesignCanvasProps, "images" | "layerName" | "contents"> & {
  files: ReadonlyMap<string, PanelFile>;
  fileNames: ReadonlyMap<string, string>;
  live: LiveDocument;
}) {
  const t = useT("design");
  const entry = useLayerEntry();
  const artWords = useArtWords();
  const named = (layer: DesignLayer) => layerName(layer, fileNames, t, artWords);
  const liveDocument = useSyncExternalStore(live.subscribe, live.get, () => null);
  const layers = liveDocument ? layersOf(liveDocument, canvas.area.key) : canvas.layers;
  // One function while the files stay the same: the canvas draws a layer again only when it changes.
  const images = useCallback(
    (fileId: string) => (files.get(fileId)?.status === "ready" ? `/files/${fileId}` : undefined),
    [files],
  );
  return (
    <div data-testid="design-canvas">
      <DesignCanvas
        {...canvas}
        layers={layers}
        images={images}
        layerName={named}
        // From the page's layers, not the live ones: words need not follow each step of a drag.
        contents={
          canvas.layers.length > 0
            ? t("canvas.contents", {
                layers: canvas.layers
                  .filter((layer) => !layer.hidden)
                  .map((layer) => entry(layer, named(layer)))
                  .join(", "),
              })
            : t("canvas.contentsEmpty")
        }
      />
    </div>
  );
}
