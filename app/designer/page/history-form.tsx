import { useT } from "#app/utils/i18n.tsx";

/**
 * Undo and redo. With scripts the page keeps its own history (`onUndo`); without, the buttons
 * post to the page and the server takes the draft a saved step back or forward.
 */
export function HistoryForm({
  action,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  action: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: (() => void) | null;
  onRedo: (() => void) | null;
}) {
  const t = useT("design");
  const button = "btn-quiet disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline";
  return (
    <form
      id="design-history"
      method="post"
      action={action}
      className="flex gap-2"
      aria-label={t("history.label")}
    >
      <button
        type={onUndo ? "button" : "submit"}
        name="intent"
        value="undo"
        className={button}
        onClick={onUndo ?? undefined}
        disabled={!canUndo}
      >
        {t("history.undo")}
      </button>
      <button
        type={onRedo ? "button" : "submit"}
        name="intent"
        value="redo"
        className={button}
        onClick={onRedo ?? undefined}
        disabled={!canRedo}
      >
        {t("history.redo")}
      </button>
    </form>
  );
}
