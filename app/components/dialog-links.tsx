import { X } from "#app/components/icons.tsx";
import type { RefObject } from "react";
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
