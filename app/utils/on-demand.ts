import { createElement, useEffect, useState, type ComponentType } from "react";

/**
 * A component whose code loads the first time it is shown (a dialog, the toasts), so pages that
 * never show it never download it. `preload()` fetches it ahead: the server does before rendering
 * (so a page that shows it at once is rendered whole, for browsers without JavaScript too), and the
 * browser does before hydrating such a page. Until its code is there it renders nothing.
 *
 * Not React's `lazy` in a Suspense boundary: React's server renderer moves a large boundary's HTML
 * out of place and swaps it in with a script, which a browser without JavaScript never runs.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
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
  function Component(props: Props) {
    const [, setReady] = useState(loaded !== undefined);
    useEffect(() => {
      if (!loaded)
        preload().then(
          () => setReady(true),
          () => {},
        );
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return { Component, preload };
}
