/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The playground page: holds the state, keeps it in the URL fragment and the history, and lays
 * out the parts (two columns on wide screens, two tabs on narrow ones).
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { CopyButton } from "./ui/copy_button.tsx";
import { CredentialChoice, CredentialNote } from "./editor/credential_note.tsx";
import { foundOnScreen, redactState } from "./editor/credentials.ts";
import { DefaultsStack } from "./editor/defaults_stack.tsx";
import { ErrorAlert } from "./editor/error_alert.tsx";
import { evaluate, UNKNOWN_OPERATION } from "./editor/evaluate.ts";
import { evaluateTemplate, type TemplateEvaluation } from "./editor/evaluate_template.ts";
import { ExamplesMenu } from "./editor/examples_menu.tsx";
import { DescriptionLoader, leaveDescription } from "./explorer/description_loader.tsx";
import { useConnection } from "./explorer/connection.ts";
import { useDescribedApi } from "./explorer/load_index.ts";
import { OperationForm } from "./explorer/operation_form.tsx";
import { OperationList } from "./explorer/operation_list.tsx";
import { openedState, pickedState } from "./explorer/pick.ts";
import { ServerPicker } from "./explorer/server_picker.tsx";
import { Intro } from "./site/intro.tsx";
import { JsonEditor } from "./editor/json_editor.tsx";
import { ModeSwitch } from "./editor/mode_switch.tsx";
import { type PanelName, PanelTabs } from "./ui/panel_tabs.tsx";
import { ResultPanel } from "./editor/result_panel.tsx";
import { RouteField } from "./editor/route_field.tsx";
import { Responses } from "./responses/lazy.tsx";
import { MAIN_ID } from "./site/site_nav.ts";
import {
  decodeState,
  encodeState,
  INITIAL_STATE,
  linkNotice,
  type PlaygroundState,
  sameState,
} from "./editor/state.ts";
import { TemplateInputs, TemplateResult } from "./editor/template_panel.tsx";
import { useMediaQuery } from "./ui/use_media_query.ts";
import { WarningNote } from "./editor/warning_note.tsx";
import { waitingFor } from "./editor/missing_values.ts";

/** How long typing must pause before the fragment is rewritten (browsers throttle history). */
const FRAGMENT_DELAY_MS = 200;

/** From this width on, inputs and result sit side by side; below it they are tabs. */
const WIDE_QUERY = "(min-width: 960px)";

/** Writes the state into the URL fragment of the current history entry, if it differs. */
function writeFragment(state: PlaygroundState): void {
  const hash = encodeState(state);
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

function shareLink(state: PlaygroundState): string {
  return location.href.replace(/#.*$/s, "") + encodeState(state);
}

/** Keeps the last value for which `valid` held, since `since` last changed. */
function useLastValid<T>(value: T, valid: boolean, since?: unknown): T | null {
  const last = useRef<{ value: T | null; since: unknown }>({
    value: null,
    since,
  });
  if (last.current.since !== since) last.current = { value: null, since };
  if (valid) last.current.value = value;
  return last.current.value;
}

/**
 * The whole page. The state starts from the URL fragment (or the initial example) and is
 * written back to it, so the address bar is always a link to what is on screen. Typing
 * replaces the current history entry; opening an example, a shared link or the other mode adds
 * one, so Back returns to the state before it, edits included.
 *
 * @returns The page.
 */
export function App(): JSX.Element {
  const [state, setState] = useState<PlaygroundState>(
    () => decodeState(location.hash) ?? INITIAL_STATE,
  );
  // What of the opened link was left out; set after the first render, so the status is announced.
  const [notice, setNotice] = useState<string>();
  const [panel, setPanel] = useState<PanelName>("inputs");
  const wide = useMediaQuery(WIDE_QUERY);
  const endpointMode = state.mode === "endpoint";
  // A loaded description's routes shape every call: styles, body types, its server.
  const describedApi = useDescribedApi();
  const described = describedApi?.endpoint;
  // The server picked for it, and its credentials by security scheme.
  const connection = useConnection(describedApi, state);
  const serverKey = JSON.stringify(connection?.options ?? {});
  const evaluation = useMemo(
    () => endpointMode ? evaluate(state, described, connection?.options, describedApi) : null,
    [state, described, serverKey],
  );
  const templateEvaluation = useMemo<TemplateEvaluation | null>(
    () => endpointMode ? null : evaluateTemplate(state),
    [state],
  );
  // A result of another API is never shown as this one's last valid result.
  const good = useLastValid(
    evaluation,
    !!evaluation?.result && !evaluation.error,
    describedApi,
  );
  const goodTemplate = useLastValid(
    { evaluation: templateEvaluation, template: state.template },
    templateEvaluation?.expansion !== undefined,
  );
  // What the address bar and Copy link hold: the state without its credentials, unless the
  // person chose to keep them.
  const [keepCredentials, setKeepCredentials] = useState(false);
  const redaction = useMemo(() => redactState(state), [state]);
  const linked = keepCredentials ? state : redaction.state;
  const latest = useRef(linked);
  latest.current = linked;

  // The pending write of the fragment: cancelled by any navigation, so a write that was due
  // just before it can never land in the entry the navigation opens (or returns to).
  const pendingWrite = useRef<ReturnType<typeof setTimeout>>();
  const cancelPendingWrite = () => clearTimeout(pendingWrite.current);
  useEffect(() => {
    pendingWrite.current = setTimeout(() => writeFragment(linked), FRAGMENT_DELAY_MS);
    return cancelPendingWrite;
  }, [linked]);

  useEffect(() => {
    setNotice(linkNotice(location.hash));
    const onHashChange = () => {
      cancelPendingWrite();
      setNotice(linkNotice(location.hash));
      setState((current) => {
        const next = decodeState(location.hash, current);
        return next && !sameState(current, next) ? next : current;
      });
    };
    addEventListener("hashchange", onHashChange);
    return () => removeEventListener("hashchange", onHashChange);
  }, []);

  /** Writes the state on screen into the current history entry before a navigation. */
  const saveCurrent = () => {
    cancelPendingWrite();
    writeFragment(latest.current);
  };

  /** Opens a state as a navigation, as an example does: Back returns to the state before. */
  const open = (next: PlaygroundState) => {
    saveCurrent();
    location.hash = encodeState(next);
  };

  const error = endpointMode ? evaluation?.error : templateEvaluation?.error;
  const update = (patch: Partial<PlaygroundState>) => setState((s) => ({ ...s, ...patch }));
  const tabpanel = (name: PanelName) =>
    wide ? {} : {
      role: "tabpanel" as const,
      "aria-labelledby": `tab-${name}`,
      hidden: panel !== name,
    };
  const missing = endpointMode ? evaluation?.missing : templateEvaluation?.missing;
  return (
    <>
      <header class="top">
        <Intro />
        <div class="toolbar">
          <ModeSwitch state={state} onLeave={saveCurrent} />
          <ExamplesMenu state={state} onLeave={saveCurrent} />
          <CopyButton text={() => shareLink(linked)}>Copy link</CopyButton>
        </div>
        <CredentialChoice
          names={foundOnScreen(redaction.found, state.mode)}
          kept={keepCredentials}
          onChange={setKeepCredentials}
        />
        <div role="status" id="link-notice" class={notice ? "warning" : "warning empty"}>
          {notice && <p>{notice}</p>}
        </div>
      </header>
      <main class="layout" id={MAIN_ID} tabIndex={-1}>
        {!wide && (
          <PanelTabs
            selected={panel}
            onSelect={setPanel}
            resultStatus={error ? "error" : missing ? "warning" : undefined}
          />
        )}
        <div class="inputs" id="panel-inputs" {...tabpanel("inputs")}>
          {endpointMode
            ? (
              <>
                <section class="card" aria-labelledby="request-title">
                  <h2 id="request-title">Request</h2>
                  <RouteField
                    value={state.route}
                    invalid={error?.source === "Route"}
                    onInput={(route) => update({ route })}
                    onPick={(operation) => open(pickedState(state, operation))}
                  />
                  {!wide && good && (
                    <p class="preview mono" id="url-preview">
                      <span class="method">{good.result?.method}</span> {good.result?.url}
                    </p>
                  )}
                  <ErrorAlert error={error} />
                  <WarningNote missing={missing} what="url" />
                  <JsonEditor
                    id="params"
                    label="Parameters"
                    value={state.params}
                    invalid={error?.source === "Parameters"}
                    describedBy="params-help"
                    onInput={(params) => update({ params })}
                  />
                  <CredentialNote names={redaction.found.params} kept={keepCredentials} />
                  <p id="params-help" class="help">
                    A JSON object: placeholder values, query or body parameters, and the options
                    {" "}
                    <code>headers</code>, <code>mediaType</code>, <code>data</code>,{" "}
                    <code>baseUrl</code>, <code>request</code>.
                  </p>
                  <OperationForm
                    route={state.route}
                    params={state.params}
                    onParams={(params) => update({ params })}
                  />
                  <Responses route={state.route} />
                </section>
                {connection && (
                  <ServerPicker
                    servers={connection.servers}
                    choice={connection.choice}
                    onChoice={connection.setChoice}
                  />
                )}
                <OperationList
                  route={state.route}
                  onPick={(operation) => open(pickedState(state, operation))}
                  onBack={() => {
                    leaveDescription();
                    open(INITIAL_STATE);
                  }}
                />
                <DescriptionLoader
                  onLoaded={(api) => open(openedState(state, api.entries[0].operation))}
                />
                <DefaultsStack
                  layers={state.defaults}
                  onChange={(defaults) => update({ defaults })}
                  errorSource={error?.source}
                  defaults={evaluation?.defaults ?? good?.defaults}
                  stale={evaluation?.defaults === undefined}
                  credentials={redaction.found}
                  keepCredentials={keepCredentials}
                />
              </>
            )
            : (
              <TemplateInputs
                template={state.template}
                variables={state.variables}
                evaluation={templateEvaluation ?? {}}
                onInput={update}
                preview={wide ? undefined : goodTemplate?.evaluation?.expansion}
              />
            )}
        </div>
        <div id="panel-result" class="result-column" {...tabpanel("result")}>
          <section class="card result" aria-labelledby="result-title">
            <h2 id="result-title">Result</h2>
            {endpointMode
              ? (
                <ResultPanel
                  evaluation={good}
                  call={good?.call ?? ""}
                  stale={error !== undefined}
                  waiting={error?.code === UNKNOWN_OPERATION
                    ? error.message
                    : waitingFor(state.params, error?.message)}
                  described={connection?.send}
                  credentials={connection?.credentials}
                />
              )
              : (
                <TemplateResult
                  evaluation={goodTemplate?.evaluation ?? null}
                  template={goodTemplate?.template ?? ""}
                  stale={error !== undefined}
                />
              )}
          </section>
        </div>
      </main>
      <footer class="foot">
        <p>
          The whole page state lives in the address bar: <strong>Copy link</strong>{" "}
          shares it, and Back returns to the state before an example.
        </p>
      </footer>
    </>
  );
}
