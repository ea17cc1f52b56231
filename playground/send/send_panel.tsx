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
import type { Credentials } from "../../src/openapi/mod.ts";
import { CredentialFields } from "./credential_fields.tsx";
import { type NamedScheme, typedCredentials } from "./scheme_credentials.ts";
import { sendWithCredentials } from "./send_credentials.ts";
import { readToken, writeToken } from "./token_store.ts";
import { type TokenServer, tokenServer } from "./token_server.ts";

/** What the Send block needs of a loaded API. */
export interface DescribedSend {
  /** The API's name, which credentials are kept under. */
  api: string;
  /** The schemes the operation may use; none shows the token field. */
  schemes: NamedScheme[];
  /** The server the person chose: the only origin credentials go to. */
  server: TokenServer;
  /** The request options with credentials placed by the library, or why they cannot be made. */
  place: (credentials: Credentials) => RequestLike | { error: string };
}

/** Props of {@linkcode SendPanel}. */
export interface SendPanelProps {
  /** The request options the page shows. */
  request: RequestLike;
  /** Whether the inputs have an error (the options shown are then the last valid ones). */
  stale: boolean;
  /** The merged options they came from (`method`, `url`, `baseUrl`): which server they are for. */
  merged: Record<string, unknown>;
  /** A loaded API's chosen server and credentials. */
  described?: DescribedSend;
}

/**
 * Sends the request options shown with `fetch(toRequest(options))`. The token typed here is kept
 * in the tab's session storage and applied as `authorization` at send time only: it is never
 * part of the page's state, so never in the address bar or a shared link. It goes only to the
 * origin of the server chosen for the API (`tokenServer()`, or the server picked for a loaded
 * API): a request a value moved elsewhere is not sent while there is a token. For a loaded API's
 * operation with security schemes, the fields are the schemes' and the library places what is
 * typed (`request.credentials`), under the same rule. The outcome is cleared when the request
 * changes.
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

  const { described } = props;
  const schemes = described?.schemes ?? [];
  // Bumped when a credential is typed: they live in sessionStorage, read at each render.
  const [, setTyped] = useState(0);
  const given = described && schemes.length > 0 ? typedCredentials(described.api, schemes) : {};
  const withCredential = Object.keys(given).length > 0 ||
    (schemes.length === 0 && token !== "");
  const withCredentials = async (given: Credentials) => {
    const placed = described!.place(given);
    return "error" in placed
      ? { kind: "invalid" as const, message: placed.error }
      : await sendWithCredentials(placed, described!.server);
  };
  const send = async () => {
    setBusy(true);
    setOutcome(
      Object.keys(given).length > 0 ? await withCredentials(given) : await sendRequest(
        props.request,
        schemes.length > 0 ? "" : token,
        described?.server ?? tokenServer(api?.routes, props.merged),
      ),
    );
    setBusy(false);
  };
  return (
    <section class="block send" aria-labelledby="send-title">
      <h3 id="send-title">Send it</h3>
      <p class="note" id="send-help">
        Sends these request options from this browser with <code>fetch(toRequest(options))</code>.
        {" "}
        {schemes.length > 0
          ? "The credentials stay in this tab's session storage, never in the link, and go where the operation's security schemes say, only to the server chosen for the API."
          : (
            <>
              The token stays in this tab's session storage, never in the link, and is sent as the
              {" "}
              <code>authorization</code> header, only to the API's server.
            </>
          )}
      </p>
      {described && schemes.length > 0
        ? (
          <CredentialFields
            api={described.api}
            schemes={schemes}
            onChange={() => setTyped((n) => n + 1)}
          />
        )
        : (
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
        )}
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
            withToken={withCredential}
            merged={props.merged}
          />
        )}
      </div>
    </section>
  );
}
