import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { DesignDocument } from "#core/schemas/design.ts";

/** Time without changes before a draft is saved: after a drag or a word, not every keystroke. */
const AUTOSAVE_DELAY_MS = 800;

export type SaveState = "saved" | "pending" | "saving" | "offline" | "refused" | "conflict";

/**
 * A copy of unsaved work kept in this browser, to recover it after a lost connection or tab,
 * with the draft's revision it was made from: it is offered back only while the server's draft
 * is still at that revision (no clock involved: the browser's and the shop's may disagree).
 */
export type LocalCopy = { document: DesignDocument; revision: number | null };

export function localCopyKey(draftId: string | null, productId: string): string {
  return `design:${draftId ?? `new-${productId}`}`;
}

export function readLocalCopy(key: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LocalCopy) : null;
  } catch {
    return null;
  }
}

function writeLocalCopy(key: string, copy: LocalCopy | null) {
  try {
    if (copy) window.localStorage.setItem(key, JSON.stringify(copy));
    else window.localStorage.removeItem(key);
  } catch {
    // Private windows and full storage refuse: the server copy still is the draft.
  }
}

type SaveAnswer = {
  code: number;
  msg: string;
  data: { design: { id: string; revision: number; updatedAt: string } } | null;
};

/**
 * Saves the draft on the server a moment after each change (a new draft on the first one, whose
 * address then replaces the page's), keeping a copy in the browser until the server has it.
 * Saves go one at a time; a change made while one is on its way is saved after it.
 */
export function useAutosave(options: {
  document: DesignDocument;
  draft: { id: string; revision: number } | null;
  locale: string;
  /** The page's address for a draft, once it has an id. */
  draftHref(id: string): string;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>("saved");
  const [message, setMessage] = useState<string | null>(null);
  const saved = useRef(JSON.stringify(options.document));
  const draft = useRef(options.draft);
  const busy = useRef(false);
  const latest = useRef(options.document);
  latest.current = options.document;
  const productId = options.document.product;
  const serialized = JSON.stringify(options.document);
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    if (serialized === saved.current) return;
    writeLocalCopy(localCopyKey(draft.current?.id ?? null, productId), {
      document: latest.current,
      revision: draft.current?.revision ?? null,
    });
    setState((current) => (current === "conflict" || current === "refused" ? current : "pending"));
    const timer = setTimeout(() => void save(serialized), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // save() reads refs only; a changed document (or a retry) starts a save.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized, productId, retry]);

  async function save(body: string) {
    if (busy.current) return;
    busy.current = true;
    setState("saving");
    const isNew = draft.current === null;
    try {
      const response = await fetch("/api/designs/save", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Accept-Language": options.locale,
        },
        body: JSON.stringify({
          ...(draft.current ? { id: draft.current.id, revision: draft.current.revision } : {}),
          document: JSON.parse(body) as unknown,
        }),
      });
      const answer = (await response.json()) as SaveAnswer;
      if (answer.code !== 1 || !answer.data) {
        setState(response.status === 409 ? "conflict" : "refused");
        setMessage(answer.msg);
        return;
      }
      writeLocalCopy(localCopyKey(draft.current?.id ?? null, productId), null);
      draft.current = { id: answer.data.design.id, revision: answer.data.design.revision };
      saved.current = body;
      setMessage(null);
      // "Saved" once the address is the draft's too: a reload or a shared link then finds it.
      if (isNew)
        await navigate(options.draftHref(answer.data.design.id), { replace: true, preventScrollReset: true });
      if (JSON.stringify(latest.current) === body) setState("saved");
      else setRetry((count) => count + 1);
    } catch {
      // No answer (offline, server gone): the local copy keeps the work; try again shortly.
      setState("offline");
      setTimeout(() => setRetry((count) => count + 1), 5000);
    } finally {
      busy.current = false;
    }
  }

  return { state, message, draft: draft.current };
}
