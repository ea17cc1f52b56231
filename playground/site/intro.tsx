/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The short explanation at the top of the page.
 *
 * @module
 */
import type { JSX } from "preact";

/**
 * What `endpoint()` does in one paragraph, and three points a newcomer reads in a minute
 * (folded, so a small screen reaches the inputs at once).
 *
 * @returns The page header's text.
 */
export function Intro(): JSX.Element {
  return (
    <div class="intro">
      <h1>
        <code>@x/endpoint</code> playground
      </h1>
      <p>
        Turn a <strong>route</strong> and <strong>parameters</strong>{" "}
        into the options of one HTTP request (method, url, headers, body) for any HTTP client.
        Nothing is sent; the result updates as you type.
      </p>
      <details class="how">
        <summary>How it works</summary>
        <ol class="steps">
          <li>
            Placeholders such as <code>{"{owner}"}</code> take their values from the parameters.
          </li>
          <li>
            Other parameters go to the query string for{" "}
            <code>GET</code>/<code>HEAD</code>, or to a JSON body for <code>POST</code>,{" "}
            <code>PATCH</code>, <code>PUT</code>, <code>DELETE</code> (<code>data</code>{" "}
            is sent as the body as it is).
          </li>
          <li>
            Defaults layers (<code>.defaults()</code>) add a base url, headers or any parameter to
            every call. The <strong>URI template</strong> mode runs the RFC 6570 engine on its own.
          </li>
        </ol>
      </details>
    </div>
  );
}
