/**
 * The designer's keys, as a pure mapping from a key press to what it does: arrows nudge the
 * selected layer 1 mm (Shift: 10 mm), `[` and `]` turn it 15° (Shift: 1°), Delete removes it,
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Escape lets go of the selection, Tab and
 * Shift+Tab go through the visible layers top to bottom — and out of the canvas after the last
 * one, so the keyboard is never trapped (WCAG 2.1.2). A locked layer is not moved, turned or
 * deleted: the press is answered with a `locked` command, for the canvas to say so.
 */
import type { DesignLayer } from "#core/schemas/design.ts";
import type { AreaBox } from "#core/design/geometry.ts";
import { clampIntoArea, nudge, normaliseRotation } from "#core/design/operations.ts";

/** The parts of a keyboard event the mapping reads (a React or DOM event fits). */
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
  /** `leave`: the key also goes on to the browser, which moves the focus out of the canvas. */
  | { type: "select"; id: string | null; leave?: true }
  | { type: "locked"; id: string }
  | { type: "change"; layers: DesignLayer[]; selected: string | null; what: "moved" | "rotated" | "deleted" };

/** Millimetres an arrow moves a layer, and with Shift. */
export const NUDGE_MM = { step: 1, large: 10 } as const;
/** Degrees `[` and `]` turn a layer, and with Shift. */
export const TURN_DEGREES = { step: 15, fine: 1 } as const;

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
/** Shift+[ types `{` on most layouts. */
const turns: Record<string, -1 | 1> = { "[": -1, "{": -1, "]": 1, "}": 1 };

/** What a key press does, or null when the canvas leaves it to the browser. */
export function keyCommand(
  input: KeyInput,
  state: { layers: readonly DesignLayer[]; selectedId: string | null; area: AreaBox },
): KeyCommand | null {
  const { layers, selectedId, area } = state;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  // AltGr reads as Ctrl+Alt on Windows: it types `[` and `]` on French keyboards, not a shortcut.
  if ((input.ctrlKey || input.metaKey) && !input.altKey) {
    if (key === "z") return input.shiftKey ? { type: "redo" } : { type: "undo" };
    if (key === "y" && input.ctrlKey) return { type: "redo" };
    return null;
  }
  const turn = turns[key];
  if (input.altKey && turn === undefined) return null;

  if (key === "Tab") {
    // Top to bottom, as the layer list reads; a hidden layer cannot be seen, so is not visited.
    const order = layers
      .filter((layer) => !layer.hidden)
      .map((layer) => layer.id)
      .reverse();
    const index = selectedId === null ? -1 : order.indexOf(selectedId);
    const next = input.shiftKey ? (index === -1 ? order.length - 1 : index - 1) : index + 1;
    if (next < 0 || next >= order.length) {
      return selectedId === null ? null : { type: "select", id: null, leave: true };
    }
    return { type: "select", id: order[next] ?? null };
  }
  if (key === "Escape") return selectedId === null ? null : { type: "select", id: null };

  const layer = layers.find((candidate) => candidate.id === selectedId);
  const arrow = arrows[key];
  const removes = key === "Delete" || key === "Backspace";
  if (!layer || (arrow === undefined && turn === undefined && !removes)) return null;
  if (layer.locked) return { type: "locked", id: layer.id };
  const replace = (next: DesignLayer) =>
    layers.map((candidate) => (candidate.id === layer.id ? next : candidate));

  if (arrow) {
    const step = input.shiftKey ? NUDGE_MM.large : NUDGE_MM.step;
    return {
      type: "change",
      layers: replace(clampIntoArea(nudge(layer, arrow[0] * step, arrow[1] * step), area)),
      selected: layer.id,
      what: "moved",
    };
  }
  if (turn !== undefined) {
    // Shift means the fine step, but not when it is part of typing the bracket itself (Alt+Shift
    // on a French Mac, AltGr on Windows).
    const fine = input.shiftKey && !input.altKey;
    return {
      type: "change",
      layers: replace({
        ...layer,
        rotation: normaliseRotation(layer.rotation + turn * (fine ? TURN_DEGREES.fine : TURN_DEGREES.step)),
      }),
      selected: layer.id,
      what: "rotated",
    };
  }
  return {
    type: "change",
    layers: layers.filter((candidate) => candidate.id !== layer.id),
    selected: null,
    what: "deleted",
  };
}
