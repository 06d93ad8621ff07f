import { createElement, useEffect, useReducer, type ComponentType } from "react";
import type { Namespace } from "#locales/namespaces.ts";
import { useMessagesPending } from "#app/utils/i18n.tsx";

/**
 * A component whose code loads the first time it is shown (a dialog, the toasts), so pages that
 * never show it never download it. `preload()` fetches it ahead: the server does before rendering
 * (so a page that shows it at once is rendered whole, for browsers without JavaScript too), and the
 * browser does before hydrating such a page. Until its code is there it renders nothing. Words of
 * its own (`messages`, namespaces no page loads for itself) are fetched alongside its code; a page
 * that shows it at once lists them among its namespaces (the server has them all).
 *
 * Not React's `lazy` in a Suspense boundary: React's server renderer moves a large boundary's HTML
 * out of place and swaps it in with a script, which a browser without JavaScript never runs.
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  messages: readonly Namespace[] = [],
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download (offline) is tried again next time
        throw error;
      },
    ));
  /** The component once its code (and `wordsPending`, its words) are there; until then undefined. */
  function useLoaded(wordsPending: Promise<unknown> | null): ComponentType<Props> | undefined {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const ready = loaded !== undefined && wordsPending === null;
    useEffect(() => {
      if (ready) return;
      Promise.all([preload(), wordsPending]).then(
        () => rerender(),
        () => {},
      );
    }, [ready, wordsPending]);
    return ready ? loaded : undefined;
  }
  function Component(props: Props) {
    const component = useLoaded(null);
    return component ? createElement(component, props) : null;
  }
  function ComponentWithWords(props: Props) {
    const component = useLoaded(useMessagesPending(messages));
    return component ? createElement(component, props) : null;
  }
  return { Component: messages.length === 0 ? Component : ComponentWithWords, preload };
}
