/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * What the Send button got: the response (status, headers with the rate limit marked, body, and
 * under a loaded description its check against the described response), or why there is none,
 * with curl as the way round a CORS failure.
 *
 * @module
 */
import type { JSX } from "preact";
import { CodeBlock } from "../ui/code_block.tsx";
import { curlCommand } from "../snippets/curl_command.ts";
import type { RequestLike } from "../snippets/request_text.ts";
import { isRateLimitHeader, type SendOutcome } from "./send_request.ts";
import { ResponseCheck } from "../responses/lazy.tsx";

/** Props of {@linkcode SendOutcomeView}. */
export interface SendOutcomeProps {
  /** What sending gave. */
  outcome: SendOutcome;
  /** The request options that were sent (without the token). */
  request: RequestLike;
  /** Whether a token was sent (the curl fallback then says where it goes). */
  withToken: boolean;
  /** The merged options that were sent: their operation's responses check the response. */
  merged: Record<string, unknown>;
}

/**
 * Shows a response, or explains a failure. A failed `fetch` (a `TypeError`) is most often CORS:
 * the server did not allow this page's origin to read its answer; curl, which has no such rule,
 * is offered instead.
 *
 * @param props The outcome and the request.
 * @returns The view.
 */
export function SendOutcomeView(props: SendOutcomeProps): JSX.Element {
  const { outcome } = props;
  if (outcome.kind === "invalid") {
    return (
      <div role="alert" class="alert">
        <p class="message">toRequest() refuses these options: {outcome.message}</p>
      </div>
    );
  }
  if (outcome.kind === "withheld") {
    return (
      <div role="alert" class="alert" id="send-withheld">
        <p class="message">{outcome.message}</p>
      </div>
    );
  }
  if (outcome.kind === "network") {
    const origin = new URL(props.request.url).origin;
    return (
      <div id="send-failure">
        <div role="alert" class="alert">
          <p class="message">
            No response could be read from {origin} ({outcome.message}).
          </p>
          <p>
            Most often this is CORS: the browser sent the request (or its preflight), but the server
            did not allow this page's origin to read the answer. It may also be down or unreachable.
            Send it from a terminal instead, where CORS does not apply.
          </p>
        </div>
        <CodeBlock
          id="send-curl"
          title="Send it with curl"
          what="curl command"
          note={props.withToken
            ? "Add your token: --header 'authorization: Bearer <token>' (not copied here)."
            : undefined}
          code={curlCommand(props.request)}
        />
      </div>
    );
  }
  const failed = outcome.status >= 400;
  return (
    <div id="send-response">
      <p id="send-status" class={failed ? "send-status failed" : "send-status"}>
        {outcome.status} {outcome.statusText}
      </p>
      <h4 id="send-headers-title">Response headers</h4>
      <dl id="send-headers" class="send-headers mono" aria-labelledby="send-headers-title">
        {outcome.headers.map(([name, value]) =>
          isRateLimitHeader(name)
            ? (
              <div key={name} class="rate-limit">
                <dt>
                  <mark>{name}</mark> <span class="note">(rate limit)</span>
                </dt>
                <dd>
                  <mark>{value}</mark>
                </dd>
              </div>
            )
            : (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            )
        )}
      </dl>
      <CodeBlock id="send-body" title="Response body" what="response body" code={outcome.body} />
      <ResponseCheck merged={props.merged} {...outcome} />
    </div>
  );
}
