/// <reference lib="dom" />
/**
 * Closing a `<details>` menu the way people expect a menu to close.
 *
 * @module
 */
import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";

/**
 * Closes the `<details>` element when Escape is pressed (focus returns to its summary if it was
 * inside) or when a pointer goes down outside it. The listeners stay for the component's life
 * and do nothing while the element is closed.
 *
 * @param details The element.
 */
export function useDismiss(details: RefObject<HTMLDetailsElement>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = details.current;
      if (event.key !== "Escape" || !element?.open) return;
      const hadFocus = element.contains(document.activeElement);
      element.open = false;
      if (hadFocus) element.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && !element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
}
