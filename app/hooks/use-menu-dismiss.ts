import { useEffect, useRef } from "react";

/**
 * A `<details>` menu (it opens without JavaScript) that closes the way menus do once scripts
 * run: on Escape, with focus back on its button; on a click or tap outside it; and once one of
 * its links or buttons is used (the page changes, the menu should not stay open over it).
 * Returns the ref for the `<details>`.
 */
export function useMenuDismiss() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    const onClick = (event: MouseEvent) => {
      const used = (event.target as Element).closest("a, button");
      if (used && menu.contains(used) && used.tagName !== "SUMMARY") menu.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    menu.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      menu.removeEventListener("click", onClick);
    };
  }, []);
  return ref;
}
