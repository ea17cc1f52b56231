/// <reference lib="dom" />
/**
 * Loading a person's description in the browser: from a URL (fetched without credentials), a
 * file or pasted text, read in a worker within a time budget (`read_in_worker.ts`), so no
 * description can freeze the page. The text loaded is kept in this tab's `sessionStorage`, so a
 * reload keeps it; a URL without user info or a query also goes into the address bar
 * (`?api=…`), so a copied link names it, and the page that opens such a link offers to load it
 * instead of fetching it unasked.
 *
 * @module
 */
import type { DescribedApi } from "./described_api.ts";
import { DescriptionError } from "./description_error.ts";
import { readInWorker, type SavedDescription } from "./read_in_worker.ts";

/** The description worker's script, with its content hash; `build.ts` defines it. */
declare const DESCRIPTION_WORKER: string;

/** The `sessionStorage` key of the loaded description. */
export const DESCRIPTION_KEY = "playground-description";

/**
 * The longest description text this tab keeps, in characters. Browsers keep about 5 million
 * characters per origin in `sessionStorage` (10 MB as UTF-16 in Chromium and Firefox); trying to
 * keep a larger one fails anyway, after a second or more of work on a 20 MB description.
 */
export const MAX_SAVED_CHARS = 4_000_000;

/** The address bar's query parameter that names a description's URL. */
export const API_PARAM = "api";

/**
 * Reads a description's text (JSON or YAML) in a worker, within its budget, and prepares it for
 * the page.
 *
 * @param saved The text, where it came from, and its URL when it was fetched.
 * @returns The description.
 * @throws {DescriptionError} When the text is not a usable OpenAPI 3 description, or reading it
 * runs over the budget.
 */
export async function readDescription(
  saved: SavedDescription,
): Promise<DescribedApi> {
  const script = typeof DESCRIPTION_WORKER === "string"
    ? DESCRIPTION_WORKER
    : "./description_worker.js";
  const url = new URL(script, document.baseURI);
  // A separate chunk: the library's OpenAPI code is fetched with the first description, while
  // the worker reads it.
  const prepare = import("./described_api.ts");
  prepare.catch(() => {}); // awaited below, once the worker has read the description
  const read = await readInWorker(saved, () => new Worker(url, { type: "module" }));
  const { describedApiOf } = await prepare;
  return { ...describedApiOf(read), text: saved.text };
}

/**
 * Fetches a description from a URL (relative ones against the page), without cookies.
 *
 * @param address What the person typed.
 * @returns The text, ready to read and save.
 * @throws {DescriptionError} For a text that is not an http(s) URL, a fetch the browser refused
 * (most often CORS) and an error status.
 */
export async function fetchDescription(
  address: string,
): Promise<SavedDescription> {
  let url: URL;
  try {
    url = new URL(address.trim(), location.href);
  } catch {
    throw new DescriptionError(
      "Cannot load the description: the URL is not valid",
    );
  }
  // Named without its query or user info, which may hold a secret.
  const shown = url.origin + url.pathname;
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new DescriptionError(
      `Cannot load ${shown}: only http and https URLs can be fetched`,
    );
  }
  let response: Response;
  try {
    response = await fetch(url, { credentials: "omit" });
  } catch {
    throw new DescriptionError(
      `Cannot fetch ${shown}: the browser refused the request or could not reach the server. Most often the server does not let other sites read it (CORS): download the file and load it with File instead`,
    );
  }
  if (!response.ok) {
    throw new DescriptionError(
      `Cannot fetch ${shown}: the server answered ${response.status}`,
    );
  }
  return { text: await response.text(), from: shown, url: url.href };
}

/**
 * The description kept in this tab, if any.
 *
 * @returns What {@linkcode saveDescription} kept.
 */
export function savedDescription(): SavedDescription | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DESCRIPTION_KEY) ?? "null");
    return typeof saved?.text === "string" && typeof saved.from === "string" ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a description's URL may go into the link: not with user info or a query (a secret). */
function linkable(address: string): boolean {
  const url = new URL(address);
  return url.username === "" && url.password === "" && url.search === "";
}

/**
 * Keeps a description in this tab (or forgets it: `undefined`), and names its URL in the address
 * bar (or removes the name). One over {@linkcode MAX_SAVED_CHARS} is not kept (a reload offers to
 * fetch it again when it came from a URL).
 *
 * @param saved The description, or `undefined`.
 */
export function saveDescription(saved: SavedDescription | undefined): void {
  try {
    if (saved && saved.text.length <= MAX_SAVED_CHARS) {
      sessionStorage.setItem(DESCRIPTION_KEY, JSON.stringify(saved));
    } else sessionStorage.removeItem(DESCRIPTION_KEY);
  } catch {
    // Over the storage quota: a reload goes back to GitHub's index.
  }
  const url = new URL(location.href);
  if (saved?.url && linkable(saved.url)) url.searchParams.set(API_PARAM, saved.url);
  else url.searchParams.delete(API_PARAM);
  if (url.href !== location.href) {
    history.replaceState(history.state, "", url.href);
  }
}

/**
 * The description URL the address bar names, when it is not the one already kept.
 *
 * @returns The URL to offer, or `undefined`.
 */
export function linkedDescription(): string | undefined {
  const linked = new URL(location.href).searchParams.get(API_PARAM) ??
    undefined;
  return linked && linked !== savedDescription()?.url ? linked : undefined;
}
