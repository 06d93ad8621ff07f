import "react-toastify/dist/ReactToastify.css";
/**
 * The toast queues themselves (react-toastify, its styles, the layer they are drawn in): loaded by
 * components/toaster.tsx the first time a toast is shown.
 */
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { cssTransition, toast as toastify, ToastContainer, type CloseButtonProps } from "react-toastify";
import { X } from "./icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import type { ToastKind, ToastQueue } from "./toaster.tsx";

/** A toast closes, then is removed 200 ms later (spec §4): the length of its exit animation. */
const toastTransition = cssTransition({ enter: "toast-enter", exit: "toast-exit", collapse: false });

// Errors still showing, per queue: a success in the same queue makes them stale.
const shownErrors: Record<ToastQueue, Set<string>> = { page: new Set(), auth: new Set() };
// The toast showing each queue, kind and message, and a count that makes every toast's id new.
const showing = new Map<string, string>();
let shownCount = 0;

// Toasts wait for their containers: a toast sent to a queue that is not there yet is lost.
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Shows a toast (components/toaster.tsx `notify` is the one way code asks for one). */
export async function show(
  type: ToastKind,
  message: string,
  options: { queue?: ToastQueue; duration?: number } = {},
): Promise<void> {
  await mounted;
  const queue = options.queue ?? "page";
  const key = `${queue}:${type}:${message}`;
  // The same words again take the place of the toast that shows them, with its full time. The new
  // one has an id of its own: react-toastify drops a toast whose id is still in use, and an id
  // stays in use while its toast closes, so a refusal repeated right after the customer
  // dismissed the first one would have shown nothing.
  const previous = showing.get(key);
  if (previous) toastify.dismiss({ id: previous, containerId: queue });
  const toastId = `${key}:${++shownCount}`;
  showing.set(key, toastId);
  if (type === "success") dismissErrors(queue);
  if (type === "error") shownErrors[queue].add(toastId);
  toastify[type](message, {
    toastId,
    containerId: queue,
    autoClose: options.duration,
    onClose: () => {
      if (showing.get(key) === toastId) showing.delete(key);
      shownErrors[queue].delete(toastId);
    },
  });
}

/** Closes the error toasts of `queue` (after a sign-in, its old "Sign in failed!" is stale). */
export function dismissErrors(queue: ToastQueue): void {
  for (const toastId of shownErrors[queue]) toastify.dismiss({ id: toastId, containerId: queue });
  shownErrors[queue].clear();
}

/**
 * The two queues (spec §9). The product's: at most 3, newest on top, top-center, gone after 3 s,
 * closed by a click or a 60 % swipe, paused while the window is not focused, no progress bar. The
 * auth modal's: top-right, 5 s, at most 5. Both drawn in one layer above the page (and above any
 * open dialog, see `useToastHost`).
 */
export function ToastQueues() {
  const t = useT();
  const host = useToastHost();
  useEffect(() => markMounted(), []);
  const common = {
    // react-toastify names its close button "close" in English whatever the page's language.
    closeButton: <ToastCloseButton label={t("toasts.close")} />,
    closeOnClick: true,
    draggable: true,
    draggablePercent: 60,
    pauseOnFocusLoss: true,
    hideProgressBar: true,
    newestOnTop: true,
    transition: toastTransition,
  };
  return createPortal(
    <>
      {/* Each queue is a live region with a name of its own (both were "Notifications Alt+T");
          Alt+T moves focus to the product's queue only. */}
      <ToastContainer
        containerId="page"
        position="top-center"
        autoClose={3000}
        limit={3}
        aria-label={t("toasts.pageRegion")}
        {...common}
      />
      <ToastContainer
        containerId="auth"
        position="top-right"
        autoClose={5000}
        limit={5}
        aria-label={t("toasts.authRegion")}
        hotKeys={noHotKey}
        {...common}
      />
    </>,
    host,
  );
}

const noHotKey = () => false;

/** react-toastify's close button, named in the page's language (its own says "close" in English). */
function ToastCloseButton({ closeToast, theme, label }: Partial<CloseButtonProps> & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme ?? "light"}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast?.(true);
      }}
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * Where the toasts live: a transparent layer over the page, shown as a popover so it sits in the
 * browser's top layer. A modal dialog makes everything outside it inert and covers it with its
 * backdrop, so while one is open the layer moves inside it (and is shown again, above it). One
 * layer for the page's life, made once scripts run (the server renders no toasts).
 */
let toastLayer: HTMLElement | undefined;
function getToastLayer(): HTMLElement {
  if (!toastLayer) {
    toastLayer = document.createElement("div");
    toastLayer.className = "toast-layer";
    if ("showPopover" in toastLayer) toastLayer.popover = "manual";
  }
  return toastLayer;
}

function useToastHost(): HTMLElement {
  useEffect(() => {
    const layer = getToastLayer();
    const popover = "showPopover" in layer;
    const place = () => {
      const modal = [...document.querySelectorAll("dialog")].findLast((dialog) => dialog.matches(":modal"));
      const parent = modal ?? document.body;
      if (layer.parentElement === parent && (!popover || layer.matches(":popover-open"))) return;
      parent.append(layer);
      if (popover) layer.showPopover();
    };
    place();
    const observer = new MutationObserver(place);
    // A dialog opening or closing moves the layer; a dialog removed while open (a page state
    // that ended, such as a confirmation) takes the layer with it, and it comes back to the body.
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);
  return getToastLayer();
}
