import "react-toastify/dist/ReactToastify.css";
import { useEffect } from "react";
import { toast as showToast, ToastContainer } from "react-toastify";
import { useHydrated } from "#app/utils/use-hydrated.ts";

export type ToastKind = "success" | "error" | "info" | "warning";
export type ServerToast = { type: ToastKind; message: string; description?: string; duration?: number };

/**
 * Shows a toast in the browser: the one way client code tells the visitor something happened.
 * `duration` overrides the 3 s default (the auth modal's toasts stay 5 s).
 */
export function notify(type: ToastKind, message: string, duration?: number): void {
  showToast[type](message, { toastId: `${type}:${message}`, autoClose: duration });
}

/**
 * The toasts (spec §9): at most 3, newest on top, top-center, gone after 3 s, closed by a click or
 * a 60 % swipe, paused while the window is not focused, no progress bar. A toast set by the
 * server for the next page (remix-toast) shows here; without JavaScript it is printed in place.
 */
export function Toaster({ serverToast }: { serverToast: ServerToast | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (serverToast) notify(serverToast.type, serverToast.message, serverToast.duration);
  }, [serverToast]);
  return (
    <>
      {!hydrated && serverToast ? (
        <div
          role={serverToast.type === "error" ? "alert" : "status"}
          className={`fixed inset-x-0 top-4 z-50 mx-auto w-fit max-w-[90vw] rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${
            serverToast.type === "error" ? "bg-error-600 text-white" : "bg-primary-700 text-white"
          }`}
        >
          {serverToast.message}
        </div>
      ) : null}
      <ToastContainer
        position="top-center"
        autoClose={3000}
        limit={3}
        newestOnTop
        closeOnClick
        draggable
        draggablePercent={60}
        pauseOnFocusLoss
        hideProgressBar
      />
    </>
  );
}
