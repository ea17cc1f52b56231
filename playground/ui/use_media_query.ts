/// <reference lib="dom" />
/**
 * A hook for a CSS media query.
 *
 * @module
 */
import { useEffect, useState } from "preact/hooks";

/**
 * Whether a media query matches, updated when it changes.
 *
 * @param query E.g. `(min-width: 960px)`.
 * @returns Whether it matches now.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    onChange();
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
