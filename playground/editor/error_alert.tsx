/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The error alert.
 *
 * @module
 */
import type { JSX } from "preact";
import { caretLine } from "./caret.ts";
import { DocLinks } from "../site/doc_links.tsx";
import { type PlaygroundError, UNKNOWN_OPERATION } from "./evaluate.ts";

/** Props of {@linkcode ErrorAlert}. */
export interface ErrorAlertProps {
  /** The error, or `undefined` when everything is valid. */
  error?: PlaygroundError;
}

/**
 * A `role="alert"` element, always in the page (so assistive technology announces changes),
 * empty when there is no error. It names the code and message; for a template error it repeats
 * the route with a caret under the offending character, and names the position the way the
 * library's message does: the `index` into the template. For the library's errors it links to
 * `EndpointError` in the reference and to the behaviour document's errors section.
 *
 * @param props The error.
 * @returns The alert.
 */
export function ErrorAlert(props: ErrorAlertProps): JSX.Element {
  const { error } = props;
  return (
    <div role="alert" class={error ? "alert" : "alert empty"}>
      {error && (
        <>
          <p>
            <strong class="code">{error.code}</strong> <span class="source">in {error.source}</span>
          </p>
          <p class="message">{error.message}</p>
          {error.caret && (
            <>
              <pre class="caret" aria-hidden="true">
                {error.caret.text.slice(0, error.caret.index)}
                <mark>{error.caret.text[error.caret.index] ?? " "}</mark>
                {error.caret.text.slice(error.caret.index + 1)}
                {"\n"}
                <span class="caret-mark">{caretLine(error.caret.index)}</span>
              </pre>
              <p class="note">
                The caret marks index {error.index} of the template
                {error.caret.inRoute ? "" : ` ${JSON.stringify(error.caret.text)}`}.
              </p>
            </>
          )}
          {error.code === "INVALID_JSON"
            ? <p class="note">JSON needs double quotes around keys and strings.</p>
            : error.code !== UNKNOWN_OPERATION && <DocLinks api={["EndpointError"]} section={8} />}
        </>
      )}
    </div>
  );
}
