import { useReducer } from "react";
import type { DesignDocument } from "#app/schemas/design.ts";

/** Steps kept for undo: far more than anyone goes back, little memory (documents are small). */
export const HISTORY_LIMIT = 100;

export type EditorState = {
  past: DesignDocument[];
  present: DesignDocument;
  future: DesignDocument[];
  /**
   * The document before a live change (a drag, typing in a field) began; the change is recorded
   * as one step, from here, when it is committed.
   */
  pendingFrom: DesignDocument | null;
  area: string;
  selectedId: string | null;
};

export type EditorAction =
  | { type: "change"; document: DesignDocument; commit: boolean }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "select"; id: string | null }
  | { type: "area"; area: string };

const same = (a: DesignDocument, b: DesignDocument) => JSON.stringify(a) === JSON.stringify(b);

/** The editor's history as a pure reducer: testable without React. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "change": {
      if (!action.commit) {
        return { ...state, present: action.document, pendingFrom: state.pendingFrom ?? state.present };
      }
      const from = state.pendingFrom ?? state.present;
      if (same(from, action.document)) return { ...state, present: action.document, pendingFrom: null };
      return {
        ...state,
        past: [...state.past, from].slice(-HISTORY_LIMIT),
        present: action.document,
        future: [],
        pendingFrom: null,
      };
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      const present = state.pendingFrom ?? state.present;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [present, ...state.future],
        pendingFrom: null,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, state.pendingFrom ?? state.present].slice(-HISTORY_LIMIT),
        present: next,
        future: rest,
        pendingFrom: null,
      };
    }
    case "select":
      return { ...state, selectedId: action.id };
    case "area":
      return { ...state, area: action.area };
  }
}

/** The document being edited, with undo and redo, the print area shown and the selected layer. */
export function useDesignEditor(initial: DesignDocument, start: { area: string; selected: string | null }) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => ({
    past: [],
    present: initial,
    future: [],
    pendingFrom: null,
    area: start.area,
    selectedId: start.selected,
  }));
  return {
    document: state.present,
    area: state.area,
    selectedId: state.selectedId,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    change: (document: DesignDocument, options: { commit: boolean }) =>
      dispatch({ type: "change", document, commit: options.commit }),
    undo: () => dispatch({ type: "undo" }),
    redo: () => dispatch({ type: "redo" }),
    select: (id: string | null) => dispatch({ type: "select", id }),
    setArea: (area: string) => dispatch({ type: "area", area }),
  };
}
