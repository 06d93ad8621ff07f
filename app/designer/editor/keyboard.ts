/**
 * The designer's keys, as a pure mapping from a key press to what it does: arrows nudge the
 * selected layer 1 mm (Shift: 10 mm), `[` and `]` turn it 15° (Shift: 1°), Delete removes it,
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Escape lets go of the selection, Tab and
 * Shift+Tab go through the layers top to bottom — and out of the canvas after the last one, so
 * the keyboard is never trapped. A locked layer is not moved, turned or deleted.
 */
import type { DesignLayer } from "#app/schemas/design.ts";
import type { AreaBox } from "../geometry.ts";
import { clampIntoArea, nudge, normaliseRotation } from "../operations.ts";

export type KeyInput = {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
};

export type KeyCommand =
  | { type: "undo" }
  | { type: "redo" }
  | { type: "select"; id: string | null }
  | { type: "change"; layers: DesignLayer[]; selected: string | null; what: "moved" | "rotated" | "deleted" };

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** What a key press does, or null when the canvas leaves it to the browser. */
export function keyCommand(
  input: KeyInput,
  state: { layers: DesignLayer[]; selectedId: string | null; area: AreaBox },
): KeyCommand | null {
  const { layers, selectedId, area } = state;
  const command = input.ctrlKey || input.metaKey;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (command && !input.altKey) {
    if (key === "z") return input.shiftKey ? { type: "redo" } : { type: "undo" };
    if (key === "y" && input.ctrlKey) return { type: "redo" };
    return null;
  }
  if (input.altKey) return null;
  if (key === "Tab") {
    // Top to bottom, as the layer list reads.
    const order = [...layers].reverse().map((layer) => layer.id);
    const index = selectedId === null ? -1 : order.indexOf(selectedId);
    const next = input.shiftKey ? (index === -1 ? order.length - 1 : index - 1) : index + 1;
    if (next < 0 || next >= order.length) return selectedId === null ? null : { type: "select", id: null };
    return { type: "select", id: order[next] ?? null };
  }
  if (key === "Escape") return selectedId === null ? null : { type: "select", id: null };
  const layer = layers.find((candidate) => candidate.id === selectedId);
  if (!layer || layer.locked) return null;
  const replace = (next: DesignLayer) =>
    layers.map((candidate) => (candidate.id === layer.id ? next : candidate));
  const arrow = arrows[key];
  if (arrow) {
    const step = input.shiftKey ? 10 : 1;
    return {
      type: "change",
      layers: replace(clampIntoArea(nudge(layer, arrow[0] * step, arrow[1] * step), area)),
      selected: layer.id,
      what: "moved",
    };
  }
  if (key === "[" || key === "]" || key === "{" || key === "}") {
    const step = (input.shiftKey ? 1 : 15) * (key === "[" || key === "{" ? -1 : 1);
    return {
      type: "change",
      layers: replace({ ...layer, rotation: normaliseRotation(layer.rotation + step) }),
      selected: layer.id,
      what: "rotated",
    };
  }
  if (key === "Delete" || key === "Backspace") {
    return {
      type: "change",
      layers: layers.filter((candidate) => candidate.id !== layer.id),
      selected: null,
      what: "deleted",
    };
  }
  return null;
}
