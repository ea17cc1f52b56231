/**
 * The route index the explorer searches: GitHub's (`github_index.json`, beside the page), fetched
 * once when the explorer first needs it (the operation form asks for it after the first paint,
 * the Route field on focus), so the first screen never waits for it; or, while one is loaded, a
 * description the person loaded (`setDescribedApi()`), which replaces it until they go back.
 *
 * @module
 */
import { useEffect, useState } from "preact/hooks";
import type { DescribedApi } from "./described_api.ts";
import { readRouteIndex, type StoredRouteIndex } from "./route_index.ts";
import { type Searchable, searchable } from "./search.ts";

/** The index's file name, in the built site's folder. */
export const INDEX_FILE = "github_index.json";

let loading: Promise<Searchable[]> | undefined;

/**
 * The index, fetched and prepared for search on the first call; later calls share that
 * promise. A failed fetch is forgotten, so the next call tries again.
 *
 * @returns The searchable operations.
 */
export function loadRouteIndex(): Promise<Searchable[]> {
  loading ??= fetch(`./${INDEX_FILE}`, { cache: "no-cache" })
    .then((response) => {
      if (!response.ok) throw new Error(`${INDEX_FILE}: ${response.status}`);
      return response.json() as Promise<StoredRouteIndex>;
    })
    .then((stored) => searchable(readRouteIndex(stored)))
    .catch((error) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

let described: DescribedApi | undefined;
const listeners = new Set<(api: DescribedApi | undefined) => void>();

/**
 * Replaces GitHub's index with a loaded description, or goes back to GitHub's (`undefined`).
 *
 * @param api The description, or `undefined`.
 */
export function setDescribedApi(api: DescribedApi | undefined): void {
  described = api;
  for (const listener of listeners) listener(api);
}

/**
 * The loaded description, if any; the component renders again when it changes.
 *
 * @returns The description, or `undefined` while GitHub's index is in use.
 */
export function useDescribedApi(): DescribedApi | undefined {
  const [api, setApi] = useState(described);
  useEffect(() => {
    listeners.add(setApi);
    setApi(described);
    return () => void listeners.delete(setApi);
  }, []);
  return api;
}

/** What {@linkcode useRouteIndex} gives a component. */
export interface RouteIndexState {
  /** The operations, once loaded. */
  entries?: Searchable[];
  /** Whether the last load failed. */
  failed: boolean;
  /** Starts loading (once; again after a failure). */
  load: () => void;
}

/**
 * The route index for a component: the loaded description's operations, or GitHub's, empty
 * until {@linkcode RouteIndexState.load} is called and the one fetch arrives.
 *
 * @returns The operations (when loaded), whether loading failed, and the trigger.
 */
export function useRouteIndex(): RouteIndexState {
  const api = useDescribedApi();
  const [entries, setEntries] = useState<Searchable[]>();
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (entries) return;
    loadRouteIndex().then((loaded) => {
      setEntries(loaded);
      setFailed(false);
    }, () => setFailed(true));
  };
  // GitHub's index still loads under a description, ready for the way back.
  return api ? { entries: api.entries, failed: false, load } : { entries, failed, load };
}
