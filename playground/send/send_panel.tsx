/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Send it** block: a token field and a Send button that performs the request from the
 * browser.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { RequestLike } from "../snippets/request_text.ts";
import { SendOutcomeView } from "./send_outcome.tsx";
import { type SendOutcome, sendRequest } from "./send_request.ts";
import { useDescribedApi } from "../explorer/load_index.ts";
import { readToken, writeToken } from "./token_store.ts";
import { tokenServer } from "./token_server.ts";

/** Props of {@linkcode SendPanel}. */
export interface SendPanelProps {
  /** The request options the page shows. */
  request: RequestLike;
  /** Whether the inputs have an error (the options shown are then the last valid ones). */
  stale: boolean;
  /** The merged options they came from (`method`, `url`, `baseUrl`): which server they are for. */
  merged: Record<string, unknown>;
}

/**
 * Sends the request options shown with `fetch(toRequest(options))`. The token typed here is kept
 * in the tab's session storage and applied as `authorization` at send time only: it is never
 * part of the page's state, so never in the address bar or a shared link. It goes only to the
 * origin of the server chosen for the API (`tokenServer()`): a request a value moved elsewhere is
 * not sent while there is a token. The outcome is cleared when the request changes.
 *
 * @param props The request.
 * @returns The block.
 */
export function SendPanel(props: SendPanelProps): JSX.Element {
  const [token, setToken] = useState(() => readToken());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const api = useDescribedApi();
  const requestKey = JSON.stringify(props.request);
  useEffect(() => setOutcome(null), [requestKey]);

  const send = async () => {
    setBusy(true);
    setOutcome(await sendRequest(props.request, token, tokenServer(api?.routes, props.merged)));
    setBusy(false);
  };
  return (
    <section class="block send" aria-labelledby="send-title">
      <h3 id="send-title">Send it</h3>
      <p class="note" id="send-help">
        Sends these request options from this browser with{" "}
        <code>fetch(toRequest(options))</code>. The token stays in this tab's session storage, never
        in the link, and is sent as the <code>authorization</code> header, only to the API's server.
      </p>
      <div class="field">
        <label for="send-token">Token</label>
        <input
          id="send-token"
          class="mono"
          type="password"
          autocomplete="off"
          spellcheck={false}
          aria-describedby="send-help"
          value={token}
          onInput={(e) => {
            const value = e.currentTarget.value;
            setToken(value);
            writeToken(value);
          }}
        />
      </div>
      <button
        type="button"
        class="button"
        id="send-button"
        disabled={busy || props.stale}
        onClick={send}
      >
        {busy ? "Sending…" : "Send"}
      </button>
      <div aria-live="polite" id="send-outcome">
        {outcome && (
          <SendOutcomeView
            outcome={outcome}
            request={props.request}
            withToken={token !== ""}
            merged={props.merged}
          />
        )}
      </div>
    </section>
  );
}
