/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The responses of the operation on screen, and the check of what Send got: the part of the page
 * that loads as its own chunk (`lazy.tsx`), once a description is loaded.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { DescribedApi } from "../explorer/described_api.ts";
import type { Operation } from "../explorer/route_index.ts";
import { askResponses } from "./ask_responses.ts";

export { forgetResponses } from "./ask_responses.ts";
import { checkResponse, type ResponseCheck } from "./check_response.ts";
import type { DescribedMedia, DescribedResponse } from "./described_responses.ts";
import { SchemaTree } from "./schema_tree.tsx";

/** The responses of an operation as they arrive: not asked yet, read, or why not. */
type Asked = { responses?: DescribedResponse[]; error?: string };

/** Asks for an operation's responses while `wanted`; the answer is dropped when it changes. */
function useResponses(
  api: DescribedApi,
  operation: Operation,
  wanted: boolean,
): Asked {
  const [asked, setAsked] = useState<Asked>({});
  useEffect(() => {
    setAsked({});
    if (!wanted || api.text === undefined) return;
    let current = true;
    askResponses(api.text, operation.method, operation.path).then(
      (responses) => current && setAsked({ responses }),
      (e) =>
        current &&
        setAsked({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => void (current = false);
  }, [api, operation, wanted]);
  return asked;
}

/** A media type: its schema tree and its example (open for the first one). */
function Media(
  props: { media: DescribedMedia; status: string; first: boolean },
): JSX.Element {
  const { media, status } = props;
  return (
    <div class="response-media">
      <p>
        <code>{media.type}</code>
        {media.schema === undefined && " (no schema)"}
      </p>
      {media.schema !== undefined && (
        <SchemaTree
          schema={media.schema}
          label={`Schema of ${status} ${media.type}`}
          open={props.first}
        />
      )}
      {"example" in media && (
        <details class="response-example" open={props.first}>
          <summary>
            Example{media.built ? ", built from the schema" : ", from the description"}
          </summary>
          <pre aria-label={`Example of ${status} ${media.type}`}>
            <code>
              {typeof media.example === "string"
                ? media.example
                : JSON.stringify(media.example, null, 2) ?? "null"}
            </code>
          </pre>
        </details>
      )}
    </div>
  );
}

/** Props of {@linkcode ResponsesView}. */
export interface ResponsesViewProps {
  /** The loaded description. */
  api: DescribedApi;
  /** The operation on screen. */
  operation: Operation;
}

/**
 * A disclosure with the operation's responses: each status, its description, and each media
 * type's schema tree and example. They are asked for when it is first opened.
 *
 * @param props The description and the operation.
 * @returns The view.
 */
export function ResponsesView(props: ResponsesViewProps): JSX.Element {
  const [open, setOpen] = useState(false);
  const { responses, error } = useResponses(props.api, props.operation, open);
  return (
    <details
      class="responses"
      id="responses"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        Responses of <code>{props.operation.method} {props.operation.path}</code>
      </summary>
      {error && (
        <div role="alert" class="alert">
          <p class="message">Cannot read the responses: {error}</p>
        </div>
      )}
      <p role="status" class="note">
        {open && !responses && !error ? "Reading the responses…" : ""}
        {responses?.length === 0 ? "The description lists no responses." : ""}
      </p>
      {responses && responses.length > 0 && (
        <ul class="response-list">
          {responses.map((response, i) => (
            <li key={response.status} class="response">
              <h3>
                <span class="response-status">{response.status}</span> {response.description}
              </h3>
              {response.media.length === 0 && <p class="note">No body.</p>}
              {response.media.map((media, j) => (
                <Media
                  key={media.type}
                  media={media}
                  status={response.status}
                  first={i === 0 && j === 0}
                />
              ))}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** Props of {@linkcode ResponseCheckView}. */
export interface ResponseCheckViewProps {
  /** The loaded description. */
  api: DescribedApi;
  /** The operation that was sent. */
  operation: Operation;
  /** The status received. */
  status: number;
  /** The `content-type` received. */
  contentType?: string;
  /** The body received. */
  body: string;
}

function sentence(check: ResponseCheck): string {
  if (check.kind === "unchecked") return `Not checked: ${check.reason}`;
  const against = `the description (${check.status}, ${check.media})`;
  if (check.kind === "matches") return `Matches ${against}.`;
  const { pointer, expected } = check.mismatch!;
  return `Does not match ${against}: at ${
    pointer === "" ? "the body" : pointer
  }, expected ${expected}.`;
}

/**
 * What Send got, checked against the operation's described response for its status and media
 * type: "Matches the description", the first mismatch (its JSON pointer and what was expected),
 * or why it was not checked.
 *
 * @param props The description, the operation and the response.
 * @returns The check.
 */
export function ResponseCheckView(props: ResponseCheckViewProps): JSX.Element {
  const { responses, error } = useResponses(props.api, props.operation, true);
  const check = responses &&
    checkResponse(responses, props.status, props.contentType, props.body);
  const text = error ? `Not checked: ${error}` : check ? sentence(check) : "Checking…";
  return (
    <p id="response-check" class={`response-check ${check?.kind ?? ""}`}>
      {text}
    </p>
  );
}
