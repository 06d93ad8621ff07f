import { X } from "#app/components/icons.tsx";
import { useEffect, useRef, type RefObject } from "react";
import { Link } from "react-router";

/**
 * The backdrop of a dialog the server rendered open (no JavaScript): a link back to the page
 * without the dialog. Hidden once a script has made the dialog modal, which has its own.
 */
export function ServerDialogBackdrop({ to }: { to: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      tabIndex={-1}
      aria-hidden="true"
      className="fixed inset-0 z-40 bg-black/50 [body:has(dialog:modal)_&]:hidden"
    />
  );
}

/** A dialog's close button: a link to the page without the dialog, or `close()` with scripts. */
export function DialogCloseLink(props: {
  to: string;
  label: string;
  dialog: RefObject<HTMLDialogElement | null>;
  className?: string;
}) {
  return (
    <Link
      to={props.to}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        props.dialog.current?.close();
      }}
      aria-label={props.label}
      className={`rounded-md p-1 text-ink-muted hover:bg-surface-sunken hover:text-ink ${props.className ?? ""}`}
    >
      <X aria-hidden="true" className="size-5" />
    </Link>
  );
}

const showModal = (dialog: HTMLDialogElement) => dialog.showModal();

/**
 * A dialog the server rendered open because the address asked for it (no script needed): once
 * scripts run it is made modal with `show`. Returns the dialog's `onClose`, which calls
 * `onVisitorClose` only when the visitor closed it, not for the close() on the way to modal.
 */
export function useServerOpenedDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  openedByUrl: boolean,
  onVisitorClose: () => void,
  show: (dialog: HTMLDialogElement) => void = showModal,
): () => void {
  const reopening = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (openedByUrl && element && !element.matches(":modal")) {
      reopening.current = true;
      element.close();
      show(element);
    }
  }, [dialog, openedByUrl, show]);
  return () => {
    if (reopening.current) {
      reopening.current = false;
      return;
    }
    onVisitorClose();
  };
}
