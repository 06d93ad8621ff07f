import { describe, expect, test } from "vitest";
import type { DesignLayer } from "#core/schemas/design.ts";
import { imageLayer, testArea, textLayer } from "#tests/support/design-layers.ts";
import { keyCommand, type KeyInput } from "./keyboard.ts";

const area = testArea;
const text = textLayer;
const image = imageLayer;

function press(
  keys: string,
  layers: DesignLayer[],
  selectedId: string | null,
  modifiers: Partial<KeyInput> = {},
) {
  const parts = keys.split("+");
  const key = parts.pop() ?? "";
  const input: KeyInput = {
    key,
    shiftKey: parts.includes("Shift"),
    ctrlKey: parts.includes("Control"),
    metaKey: parts.includes("Meta"),
    altKey: parts.includes("Alt"),
    ...modifiers,
  };
  return keyCommand(input, { layers, selectedId, area });
}
/** The selected layer after a key press that changes the layers. */
function after(keys: string, layer: DesignLayer, modifiers: Partial<KeyInput> = {}) {
  const command = press(keys, [layer], layer.id, modifiers);
  if (command?.type !== "change") throw new Error(`${keys} changed nothing: ${JSON.stringify(command)}`);
  return command.layers.find((candidate) => candidate.id === layer.id);
}

describe("the canvas's keys", () => {
  test("arrows move the selected layer 1 mm, 10 mm with Shift", () => {
    expect(after("ArrowRight", text())).toMatchObject({ x: 151, y: 200 });
    expect(after("ArrowLeft", text())).toMatchObject({ x: 149, y: 200 });
    expect(after("ArrowUp", text())).toMatchObject({ x: 150, y: 199 });
    expect(after("Shift+ArrowDown", text())).toMatchObject({ x: 150, y: 210 });
    expect(press("ArrowRight", [text()], "t1")).toMatchObject({
      type: "change",
      what: "moved",
      selected: "t1",
    });
  });

  test("a layer's centre does not leave the area with its bleed", () => {
    expect(after("Shift+ArrowRight", text({ x: 298 }))).toMatchObject({ x: 303 });
    expect(after("Shift+ArrowUp", text({ y: 0 }))).toMatchObject({ y: -3 });
  });

  test("[ and ] turn it 15°, 1° with Shift; turns stay within (-180°, 180°]", () => {
    expect(after("]", text())).toMatchObject({ rotation: 15 });
    expect(after("[", text())).toMatchObject({ rotation: -15 });
    // Shift+] types `}` on most keyboards.
    expect(after("Shift+}", text())).toMatchObject({ rotation: 1 });
    expect(after("Shift+{", text({ rotation: 10 }))).toMatchObject({ rotation: 9 });
    expect(after("]", text({ rotation: 175 }))).toMatchObject({ rotation: -170 });
    expect(after("[", text({ rotation: -170 }))).toMatchObject({ rotation: 175 });
  });

  test("on a French keyboard, the bracket typed with AltGr (Ctrl+Alt) or Alt+Shift still turns 15°", () => {
    expect(after("Control+Alt+]", text())).toMatchObject({ rotation: 15 });
    expect(after("Alt+Shift+[", text())).toMatchObject({ rotation: -15 });
  });

  test("Delete and Backspace remove the selected layer and leave nothing selected", () => {
    for (const key of ["Delete", "Backspace"]) {
      expect(press(key, [image(), text()], "t1")).toEqual({
        type: "change",
        layers: [image()],
        selected: null,
        what: "deleted",
      });
    }
  });

  test("a locked layer is not moved, turned or deleted: the press says it is locked", () => {
    const locked = text({ locked: true });
    for (const key of ["ArrowLeft", "Shift+ArrowDown", "]", "[", "Delete", "Backspace"]) {
      expect(press(key, [locked], "t1")).toEqual({ type: "locked", id: "t1" });
    }
    // It can still be selected and let go of.
    expect(press("Escape", [locked], "t1")).toEqual({ type: "select", id: null });
  });

  test("Ctrl or Cmd+Z undoes; Ctrl or Cmd+Shift+Z and Ctrl+Y redo, with or without a selection", () => {
    expect(press("Control+z", [], null)).toEqual({ type: "undo" });
    expect(press("Meta+z", [text()], "t1")).toEqual({ type: "undo" });
    expect(press("Control+Shift+Z", [], null)).toEqual({ type: "redo" });
    expect(press("Meta+Shift+Z", [], null)).toEqual({ type: "redo" });
    expect(press("Control+y", [], null)).toEqual({ type: "redo" });
    // Other shortcuts (copy, reload…) are the browser's.
    expect(press("Control+c", [text()], "t1")).toBeNull();
    expect(press("Control+r", [text()], "t1")).toBeNull();
  });

  test("Escape lets go of the selection; with nothing selected it is the browser's", () => {
    expect(press("Escape", [text()], "t1")).toEqual({ type: "select", id: null });
    expect(press("Escape", [text()], null)).toBeNull();
  });

  test("Tab goes through the visible layers from the top, then out of the canvas", () => {
    // Bottom to top: a, b (hidden), c.
    const layers = [image({ id: "a" }), image({ id: "b", hidden: true }), text({ id: "c" })];
    expect(press("Tab", layers, null)).toEqual({ type: "select", id: "c" });
    expect(press("Tab", layers, "c")).toEqual({ type: "select", id: "a" });
    // Past the last layer, the selection is let go of and the browser moves the focus on.
    expect(press("Tab", layers, "a")).toEqual({ type: "select", id: null, leave: true });
    // No layer to visit: Tab is the browser's.
    expect(press("Tab", [], null)).toBeNull();
  });

  test("Shift+Tab goes through them from the bottom, then out", () => {
    const layers = [image({ id: "a" }), text({ id: "c" })];
    expect(press("Shift+Tab", layers, null)).toEqual({ type: "select", id: "a" });
    expect(press("Shift+Tab", layers, "a")).toEqual({ type: "select", id: "c" });
    expect(press("Shift+Tab", layers, "c")).toEqual({ type: "select", id: null, leave: true });
  });

  test("without a selection, arrows, brackets and Delete are left to the browser (scrolling)", () => {
    for (const key of ["ArrowDown", "]", "Delete"]) expect(press(key, [text()], null)).toBeNull();
    // A letter is no command at all.
    expect(press("a", [text()], "t1")).toBeNull();
    // Alt+arrow is the browser's history.
    expect(press("Alt+ArrowLeft", [text()], "t1")).toBeNull();
  });
});
