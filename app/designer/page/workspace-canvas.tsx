import { useCallback } from "react";
import { DesignCanvas, type DesignCanvasProps } from "#app/designer/editor/canvas.tsx";
import type { PanelFile } from "#app/designer/page/add-panel.tsx";
import { useArtWords } from "#app/designer/page/art-words.ts";
import { layerName, useLayerEntry } from "#app/designer/page/layer-panel.tsx";
import type { DesignLayer } from "#core/schemas/design.ts";
import { useT } from "#app/utils/i18n.tsx";

/** The canvas of the area shown, drawing the page's ready files and telling what it shows in words. */
export function WorkspaceCanvas({
  files,
  fileNames,
  ...canvas
}: Omit<DesignCanvasProps, "images" | "layerName" | "contents"> & {
  files: ReadonlyMap<string, PanelFile>;
  fileNames: ReadonlyMap<string, string>;
}) {
  const t = useT("design");
  const entry = useLayerEntry();
  const artWords = useArtWords();
  const named = (layer: DesignLayer) => layerName(layer, fileNames, t, artWords);
  const { layers } = canvas;
  // One function while the files stay the same: the canvas draws a layer again only when it changes.
  const images = useCallback(
    (fileId: string) => (files.get(fileId)?.status === "ready" ? `/files/${fileId}` : undefined),
    [files],
  );
  return (
    <div data-testid="design-canvas">
      <DesignCanvas
        {...canvas}
        images={images}
        layerName={named}
        contents={
          layers.length > 0
            ? t("canvas.contents", {
                layers: layers
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
