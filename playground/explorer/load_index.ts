/**
 * Fetches GitHub's route index (`github_index.json`, beside the page) once, when the explorer
 * first needs it (the operation form asks for it after the first paint, the Route field on
 * focus): the first screen never waits for it.
 *
 * @module
 */
import { useState } from "preact/hooks";
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
 * The route index for a component: empty until {@linkcode RouteIndexState.load} is called
 * and the shared fetch arrives.
 *
 * @returns The operations (when loaded), whether loading failed, and the trigger.
 */
export function useRouteIndex(): RouteIndexState {
  const [entries, setEntries] = useState<Searchable[]>();
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (entries) return;
    loadRouteIndex().then((loaded) => {
      setEntries(loaded);
      setFailed(false);
    }, () => setFailed(true));
  };
  return { entries, failed, load };
}
