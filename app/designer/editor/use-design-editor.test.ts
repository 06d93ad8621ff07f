import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { placeText } from "#core/design/operations.ts";
import {
  editorReducer,
  HISTORY_LIMIT,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from "./use-design-editor.ts";

const area = { widthMm: 300, heightMm: 400, bleedMm: 0, safeMarginMm: 5 };
/** A document whose one text layer sits at `x` mm. */
const at = (x: number): DesignDocument => ({
  version: DESIGN_VERSION,
  product: "abc123",
  color: "black",
  size: null,
  areas: { front: [{ ...placeText(area, "t1", { text: "Hello" }), x }] },
});
const xOf = (state: EditorState) => state.present.areas.front?.[0]?.x;
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = () => initialEditorState(at(0), { area: "front", selected: null });

describe("the editor's history", () => {
  test("each committed change is one step back and forth", () => {
    const state = run(
      start(),
      { type: "change", document: at(1), commit: true },
      { type: "change", document: at(2), commit: true },
    );
    expect(xOf(state)).toBe(2);
    const undone = run(state, { type: "undo" });
    expect(xOf(undone)).toBe(1);
    expect(xOf(run(undone, { type: "undo" }))).toBe(0);
    expect(xOf(run(undone, { type: "redo" }))).toBe(2);
    // Nothing more to undo: the state stays as it is.
    const bottom = run(undone, { type: "undo" });
    expect(run(bottom, { type: "undo" })).toBe(bottom);
  });

  test("a drag shows every position live and leaves one step, from where it began", () => {
    const dragged = run(
      start(),
      { type: "change", document: at(1), commit: false },
      { type: "change", document: at(2), commit: false },
      { type: "change", document: at(3), commit: false },
    );
    expect(xOf(dragged)).toBe(3);
    expect(dragged.past).toHaveLength(0);
    const dropped = run(dragged, { type: "change", document: at(4), commit: true });
    expect(dropped.past.map((document) => document.areas.front?.[0]?.x)).toEqual([0]);
    expect(xOf(run(dropped, { type: "undo" }))).toBe(0);
  });

  test("a drag that ends where it began leaves no step", () => {
    const state = run(
      start(),
      { type: "change", document: at(5), commit: false },
      { type: "change", document: at(0), commit: true },
    );
    expect(state.past).toHaveLength(0);
    expect(state.pendingFrom).toBeNull();
  });

  test("undo during a live change goes back to before it, and redo brings it back", () => {
    const state = run(
      start(),
      { type: "change", document: at(1), commit: true },
      { type: "change", document: at(7), commit: false },
      { type: "undo" },
    );
    expect(xOf(state)).toBe(1);
    expect(xOf(run(state, { type: "redo" }))).toBe(7);
  });

  test("a new change ends what could be redone", () => {
    const state = run(
      start(),
      { type: "change", document: at(1), commit: true },
      { type: "undo" },
      { type: "change", document: at(9), commit: true },
    );
    expect(state.future).toHaveLength(0);
    expect(xOf(run(state, { type: "redo" }))).toBe(9);
  });

  test(`history keeps the last ${HISTORY_LIMIT} steps`, () => {
    let state = start();
    for (let x = 1; x <= HISTORY_LIMIT + 20; x += 1) {
      state = editorReducer(state, { type: "change", document: at(x), commit: true });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    for (let step = 0; step < HISTORY_LIMIT + 5; step += 1) state = editorReducer(state, { type: "undo" });
    expect(xOf(state)).toBe(20);
  });

  test("selecting a layer and showing another area are not steps of the history", () => {
    const state = run(
      start(),
      { type: "change", document: at(1), commit: true },
      { type: "select", id: "t1" },
      { type: "area", area: "back" },
    );
    expect(state).toMatchObject({ selectedId: "t1", area: "back" });
    expect(state.past).toHaveLength(1);
    expect(run(state, { type: "select", id: "t1" })).toBe(state);
  });
});
