import { useEffect, useState } from "react";
import { onDemand } from "#app/utils/on-demand.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import type * as ToastQueuesModule from "./toast-queues.tsx";

export type ToastKind = "success" | "error" | "info" | "warning";
/**
 * Spec §9 gives two toast queues: the product's (top-center, 3 s, at most 3) and the auth
 * modal's (top-right, 5 s, at most 5).
 */
export type ToastQueue = "page" | "auth";
export type ServerToast = {
  type: ToastKind;
  message: string;
  description?: string;
  duration?: number;
  queue?: ToastQueue;
};

// The queues (react-toastify and its styles) load with the first toast of a page's life.
let queuesModule: Promise<typeof ToastQueuesModule> | undefined;
const loadQueues = () => (queuesModule ??= import("./toast-queues.tsx"));
const toastQueues = onDemand(() => loadQueues().then((module) => module.ToastQueues));
let mountQueues: () => void = () => {};

/**
 * Shows a toast in the browser: the one way client code tells the visitor something happened.
 * A success clears the errors its queue still shows (they no longer hold); `duration` overrides
 * the queue's own.
 */
export function notify(
  type: ToastKind,
  message: string,
  options: { queue?: ToastQueue; duration?: number } = {},
): void {
  mountQueues();
  void loadQueues().then((queues) => queues.show(type, message, options));
}

/** Closes the error toasts of `queue` (after a sign-in, its old "Sign in failed!" is stale). */
export function dismissErrors(queue: ToastQueue): void {
  // No queues loaded yet: no toast was ever shown, nothing to close.
  void queuesModule?.then((queues) => queues.dismissErrors(queue));
}

/**
 * The toasts: a toast set by the server for the next page (remix-toast) shows in its queue once
 * scripts run; without JavaScript it is printed in place, above any dialog. The queues themselves
 * load only when a page first shows a toast.
 */
export function Toaster({ serverToast }: { serverToast: ServerToast | undefined }) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    mountQueues = () => setWanted(true);
    return () => {
      mountQueues = () => {};
    };
  }, []);
  useEffect(() => {
    if (serverToast) {
      notify(serverToast.type, serverToast.message, {
        queue: serverToast.queue,
        duration: serverToast.duration,
      });
    }
  }, [serverToast]);
  const Queues = toastQueues.Component;
  return (
    <>
      {!hydrated && serverToast ? (
        <div
          role={serverToast.type === "error" ? "alert" : "status"}
          // Below the header (61 px), never over its controls, as the queues are (app.css).
          className={`fixed top-17 z-[60] w-fit max-w-[90vw] rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${
            serverToast.queue === "auth" ? "end-4" : "inset-x-0 mx-auto"
          } ${serverToast.type === "error" ? "bg-error-600 text-white" : "bg-primary-700 text-white"}`}
        >
          {serverToast.message}
        </div>
      ) : null}
      {hydrated && wanted ? <Queues /> : null}
    </>
  );
}
