/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The one-paragraph explanation at the top of the page.
 *
 * @module
 */
import type { JSX } from "preact";

/**
 * What `endpoint()` does, in three short points a newcomer reads in a minute.
 *
 * @returns The page header's text.
 */
export function Intro(): JSX.Element {
  return (
    <div class="intro">
      <h1>
        <code>endpoint()</code> playground
      </h1>
      <p>
        <code>@x/endpoint</code> turns a <strong>route</strong> and <strong>parameters</strong>{" "}
        into the options of one HTTP request (method, url, headers, body) for any HTTP client. It
        sends nothing. Edit the inputs; the result updates as you type.
      </p>
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
          every call.
        </li>
      </ol>
    </div>
  );
}
