/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Result** region.
 *
 * @module
 */
import type { JSX } from "preact";
import { CodeBlock } from "./code_block.tsx";
import { curlCommand } from "./curl_command.ts";
import type { Evaluation } from "./evaluate.ts";
import { fetchSnippet } from "./fetch_snippet.ts";
import { UrlBreakdown } from "./url_breakdown.tsx";

/** Props of {@linkcode ResultPanel}. */
export interface ResultPanelProps {
  /** The evaluation to show (the last valid one while there is an error). */
  evaluation: Evaluation | null;
  /** The call that produced it, as code. */
  call: string;
  /** Whether the inputs currently have an error (the result is then dimmed). */
  stale: boolean;
}

/**
 * Shows the url breakdown, the request options, `fetch` and `curl` snippets, the merged options
 * and the call itself, each with a copy button. Dimmed while the inputs have an error.
 *
 * @param props The evaluation.
 * @returns The region, labelled **Result**.
 */
export function ResultPanel(props: ResultPanelProps): JSX.Element {
  const { evaluation } = props;
  const result = evaluation?.result;
  return (
    <section class="card result" aria-labelledby="result-title">
      <h2 id="result-title">Result</h2>
      {!result || !evaluation?.merged ? <p class="note">No valid result yet.</p> : (
        <div>
          {props.stale && (
            <p class="note stale-note">
              Showing the last valid result, dimmed, until the error in the inputs is fixed.
            </p>
          )}
          <div class={props.stale ? "stale" : undefined}>
            <p class="method-line">
              <span class="method">{result.method}</span>{" "}
              <span class="note">
                {result.body === undefined ? "no body" : `body: ${typeof result.body}`}
              </span>
            </p>
            <UrlBreakdown url={result.url} merged={evaluation.merged} />
            <CodeBlock
              id="result-json"
              title="Request options"
              what="request options"
              note="endpoint(route, parameters): method, url, headers, body, request"
              code={JSON.stringify(result, null, 2)}
            />
            <CodeBlock
              id="fetch-code"
              title="fetch"
              what="fetch snippet"
              note={evaluation.fetchError
                ? `toRequest() failed: ${evaluation.fetchError}`
                : "What toRequest(options) builds: method uppercase, JSON body stringified"}
              code={fetchSnippet({ ...result, method: evaluation.fetchMethod ?? result.method })}
            />
            <CodeBlock id="curl-code" title="curl" what="curl command" code={curlCommand(result)} />
            <CodeBlock
              id="merged-json"
              title="Merged options"
              what="merged options"
              note=".merge(route, parameters): defaults applied, placeholders not yet filled"
              code={JSON.stringify(evaluation.merged, null, 2)}
            />
            <CodeBlock id="call-code" title="The call" what="call" code={props.call} />
          </div>
        </div>
      )}
    </section>
  );
}
