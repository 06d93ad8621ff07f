import { startTransition, useEffect, useMemo, useReducer, useState } from "react";
import type { DesignDocument } from "#core/schemas/design.ts";

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

/** The first state of an editor: nothing to undo or redo. */
export function initialEditorState(
  document: DesignDocument,
  start: { area: string; selected: string | null },
): EditorState {
  return {
    past: [],
    present: document,
    future: [],
    pendingFrom: null,
    area: start.area,
    selectedId: start.selected,
  };
}

/** The live change, if any, recorded as a step of its own. */
function settled(state: EditorState): EditorState {
  if (state.pendingFrom === null) return state;
  return editorReducer(state, { type: "change", document: state.present, commit: true });
}

/** The editor's history as a pure reducer: testable without React. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "change": {
      if (!action.commit) {
        return { ...state, present: action.document, pendingFrom: state.pendingFrom ?? state.present };
      }
      const from = state.pendingFrom ?? state.present;
      if (same(from, action.document)) return { ...state, present: from, pendingFrom: null };
      return {
        ...state,
        past: [...state.past, from].slice(-HISTORY_LIMIT),
        present: action.document,
        future: [],
        pendingFrom: null,
      };
    }
    case "undo": {
      // A live change not committed yet (undo pressed mid-typing) is the step undone first, so
      // nothing typed is lost without a way back.
      const current = settled(state);
      const previous = current.past.at(-1);
      if (!previous) return current;
      return {
        ...current,
        past: current.past.slice(0, -1),
        present: previous,
        future: [current.present, ...current.future],
      };
    }
    case "redo": {
      // A live change is a new edit: it ends what could be redone.
      const current = settled(state);
      const [next, ...rest] = current.future;
      if (!next) return current;
      return {
        ...current,
        past: [...current.past, current.present].slice(-HISTORY_LIMIT),
        present: next,
        future: rest,
      };
    }
    case "select":
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id };
    case "area":
      return state.area === action.area ? state : { ...state, area: action.area };
  }
}

/**
 * The document of a live change (a drag, a key typed in a field) until the next committed change
 * or step: the canvas subscribes to it and draws it at once; the rest of the page follows once the
 * changes pause for LIVE_PAUSE_MS (or at the commit), in a transition. Drawing the whole page at
 * every step of a drag, even in a transition, cost the canvas frames.
 */
export type LiveDocument = {
  subscribe(listener: () => void): () => void;
  get(): DesignDocument | null;
};

/**
 * The live document and the page's wait for it: `show` draws a change on the canvas and, once the
 * changes pause, hands it to `follow`; `settle` ends the wait and gives the change the page has
 * not seen yet, if any; `clear` drops the live document.
 */
function liveDocumentStore() {
  let current: DesignDocument | null = null;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (document: DesignDocument | null) => {
    if (document === current) return;
    current = document;
    for (const listener of listeners) listener();
  };
  const settle = (): DesignDocument | null => {
    if (waiting === undefined) return null;
    clearTimeout(waiting);
    waiting = undefined;
    return current;
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    show(document: DesignDocument, follow: (document: DesignDocument) => void) {
      settle();
      set(document);
      waiting = setTimeout(() => {
        waiting = undefined;
        follow(document);
      }, LIVE_PAUSE_MS);
    },
    settle,
    /** Shows `document` until the page has it (useDesignEditor clears it then). */
    hold(document: DesignDocument) {
      settle();
      set(document);
    },
    clear() {
      settle();
      set(null);
    },
  };
}

/**
 * A pause in a drag or in typing after which the whole page shows the live change: longer than
 * the time between two keys of someone typing (150–250 ms), so the page is drawn again when they
 * stop, not between their keys, where it made the next key wait.
 */
export const LIVE_PAUSE_MS = 300;

export type DesignEditor = {
  document: DesignDocument;
  /** The live change the canvas draws ahead of `document`, if any. */
  live: LiveDocument;
  /** The print area shown (its key). */
  area: string;
  selectedId: string | null;
  canUndo: boolean;
  canRedo: boolean;
  /** `commit: false` shows a live change (a drag) without a history step; `true` records one. */
  change(document: DesignDocument, options: { commit: boolean }): void;
  undo(): void;
  redo(): void;
  select(id: string | null): void;
  setArea(area: string): void;
};

/**
 * The document being edited, with undo and redo, the print area shown and the selected layer.
 * The functions keep their identity across renders, so they can be handed to memoised children.
 */
export function useDesignEditor(
  initial: DesignDocument,
  start: { area: string; selected: string | null },
): DesignEditor {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(initial, start));
  const [live] = useState(liveDocumentStore);
  const actions = useMemo(() => {
    // Undo and redo take a live change the page has not seen yet as the step to undo first.
    const catchUp = () => {
      const document = live.settle();
      if (document) dispatch({ type: "change", document, commit: false });
    };
    return {
      change: (document: DesignDocument, options: { commit: boolean }) => {
        if (options.commit) {
          // The canvas shows the change at once, even when the page takes it in a transition.
          live.hold(document);
          dispatch({ type: "change", document, commit: true });
          return;
        }
        live.show(document, (shown) =>
          startTransition(() => dispatch({ type: "change", document: shown, commit: false })),
        );
      },
      undo: () => {
        catchUp();
        live.clear();
        dispatch({ type: "undo" });
      },
      redo: () => {
        catchUp();
        live.clear();
        dispatch({ type: "redo" });
      },
      select: (id: string | null) => dispatch({ type: "select", id }),
      setArea: (area: string) => dispatch({ type: "area", area }),
    };
  }, [live]);
  // Once the page has what the canvas shows, the canvas draws the page's document again.
  useEffect(() => {
    const shown = live.get();
    if (shown && (shown === state.present || same(shown, state.present))) live.clear();
  }, [live, state.present]);
  return {
    document: state.present,
    live,
    area: state.area,
    selectedId: state.selectedId,
    canUndo: state.past.length > 0 || (state.pendingFrom !== null && state.pendingFrom !== state.present),
    canRedo: state.future.length > 0 && state.pendingFrom === null,
    ...actions,
  };
}
