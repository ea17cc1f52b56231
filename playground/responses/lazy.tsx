/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * Where the responses appear on the page, in the page's own script: the operation's responses
 * under its form, and the check under what Send got. Their code (the view, the schema tree, the
 * check) is a chunk of its own, imported the first time a loaded description needs it, so the
 * page's first script does not grow. GitHub's built-in index keeps no responses: a note says how
 * to see them.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useDescribedApi, useRouteIndex } from "../explorer/load_index.ts";
import { operationFor } from "../explorer/match.ts";
import type { Operation } from "../explorer/route_index.ts";

type Chunk = typeof import("./responses_view.tsx");

let chunk: Promise<Chunk> | undefined;

/** The chunk, imported on first use; `undefined` until it arrives. */
function useChunk(wanted: boolean): Chunk | undefined {
  const [loaded, setLoaded] = useState<Chunk>();
  useEffect(() => {
    if (!wanted || loaded) return;
    (chunk ??= import("./responses_view.tsx")).then(
      setLoaded,
      () => chunk = undefined,
    );
  }, [wanted]);
  return loaded;
}

/**
 * The responses of the operation the route names: under a loaded description, the view; under
 * GitHub's index, a note. Nothing when the route names no operation.
 *
 * @param props The **Route** text.
 * @returns The view, the note, or nothing.
 */
export function Responses(props: { route: string }): JSX.Element | null {
  const api = useDescribedApi();
  const { entries, load } = useRouteIndex();
  useEffect(load, []);
  const operation = entries && operationFor(entries, props.route);
  const view = useChunk(api !== undefined);
  // Back on GitHub's index, the worker that kept the description is ended.
  useEffect(
    () => void (api || chunk?.then((loaded) => loaded.forgetResponses(), () => {})),
    [api],
  );
  if (!operation) return null;
  if (!api) {
    return (
      <p class="note" id="responses-note">
        Responses: GitHub's built-in index keeps no response schemas. Load GitHub's description
        (<code>api.github.com.json</code>, from github/rest-api-description) in the API block to see
        them and to check what Send gets.
      </p>
    );
  }
  return view ? <view.ResponsesView api={api} operation={operation} /> : null;
}

/** Props of {@linkcode ResponseCheck}. */
export interface ResponseCheckProps {
  /** The merged options that were sent: `method` and `url` name the operation. */
  merged: Record<string, unknown>;
  /** The status received. */
  status: number;
  /** The headers received. */
  headers: [string, string][];
  /** The body received. */
  body: string;
}

/**
 * The check of a response against the loaded description (nothing under GitHub's index, nor for
 * a request that is not one of the description's operations).
 *
 * @param props What was sent and what came back.
 * @returns The check, or nothing.
 */
export function ResponseCheck(props: ResponseCheckProps): JSX.Element | null {
  const api = useDescribedApi();
  const view = useChunk(api !== undefined);
  const { method, url } = props.merged;
  const operation: Operation | undefined = api?.entries.find((e) =>
    e.operation.method === String(method).toUpperCase() &&
    e.operation.path === url
  )?.operation;
  if (!api || !operation || !view) return null;
  const contentType = props.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1];
  return (
    <view.ResponseCheckView
      api={api}
      operation={operation}
      status={props.status}
      contentType={contentType}
      body={props.body}
    />
  );
}
