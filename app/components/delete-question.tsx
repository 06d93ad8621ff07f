import { useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import {
  DialogCloseLink,
  ServerDialogBackdrop,
  useServerOpenedDialog,
} from "#app/components/dialog-links.tsx";

type DeleteQuestionProps = {
  /** What is deleted: its id goes with the `intent=delete` form. */
  id: string;
  /** The list's address choices, without the question: where "cancel" and the form go. */
  search: string;
  labels: { title: string; body: string; cancel: string; confirm: string; close: string };
  /**
   * With scripts, a page that keeps what is deleted in the browser (the designer's layers) does
   * the deletion itself instead of posting; the question then closes.
   */
  onConfirm?: (() => void) | undefined;
};

/**
 * "Delete …?" before deleting for good: the page renders it open for `?delete=<id>` (a page
 * state, so it needs no script) and scripts make it a modal dialog; closing it goes back to the
 * list's address.
 */
export function DeleteQuestion({ id, search, labels, onConfirm }: DeleteQuestionProps) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const back = search || "?";
  const onClose = useServerOpenedDialog(dialogRef, true, () => {
    void navigate(back, { replace: true, preventScrollReset: true });
  });
  return (
    <>
      <ServerDialogBackdrop to={back} />
      <dialog
        ref={dialogRef}
        open
        aria-labelledby="delete-question-title"
        aria-describedby="delete-question-body"
        onClose={onClose}
        className="animated-dialog fixed inset-0 z-50 m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2
            id="delete-question-title"
            className="text-xl font-bold tracking-tight [overflow-wrap:anywhere]"
          >
            {labels.title}
          </h2>
          <DialogCloseLink to={back} label={labels.close} dialog={dialogRef} />
        </div>
        <p id="delete-question-body" className="mt-2 text-sm text-ink-muted [overflow-wrap:anywhere]">
          {labels.body}
        </p>
        <Form
          method="post"
          action={search || undefined}
          onSubmit={
            onConfirm
              ? (event) => {
                  event.preventDefault();
                  onConfirm();
                  void navigate(back, { replace: true, preventScrollReset: true });
                }
              : undefined
          }
          className="mt-6 flex flex-wrap justify-end gap-3"
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <Link
            to={back}
            preventScrollReset
            replace
            className="rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-sunken"
          >
            {labels.cancel}
          </Link>
          {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first choice, as a dialog should start */}
          <button
            type="submit"
            autoFocus
            className="rounded-md bg-error-600 px-4 py-2 text-sm font-semibold text-white hover:bg-error-700"
          >
            {labels.confirm}
          </button>
        </Form>
      </dialog>
    </>
  );
}
