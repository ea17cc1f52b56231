/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The playground page: holds the state, keeps it in the URL fragment, and lays out the parts.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { callSnippet } from "./call_snippet.ts";
import { CopyButton } from "./copy_button.tsx";
import { DefaultsStack } from "./defaults_stack.tsx";
import { ErrorAlert } from "./error_alert.tsx";
import { evaluate, type Evaluation, parseJsonObject } from "./evaluate.ts";
import { ExamplesMenu } from "./examples_menu.tsx";
import { Intro } from "./intro.tsx";
import { JsonEditor } from "./json_editor.tsx";
import { ResultPanel } from "./result_panel.tsx";
import { RouteField } from "./route_field.tsx";
import {
  decodeState,
  encodeState,
  INITIAL_STATE,
  type PlaygroundState,
  sameState,
} from "./state.ts";

/** How long typing must pause before the fragment is rewritten (browsers throttle history). */
const FRAGMENT_DELAY_MS = 200;

/** A valid evaluation and the call that produced it. */
interface Good {
  evaluation: Evaluation;
  call: string;
}

function callFor(state: PlaygroundState): string {
  const value = (text: string) => {
    const parsed = parseJsonObject(text, "");
    return "value" in parsed ? parsed.value : {};
  };
  return callSnippet(state.route, value(state.params), state.defaults.map(value));
}

function shareLink(state: PlaygroundState): string {
  return location.href.replace(/#.*$/s, "") + encodeState(state);
}

/**
 * The whole page. The state starts from the URL fragment (or the first example) and is written
 * back to it, so the address bar is always a link to what is on screen.
 *
 * @returns The page.
 */
export function App(): JSX.Element {
  const [state, setState] = useState<PlaygroundState>(
    () => decodeState(location.hash) ?? INITIAL_STATE,
  );
  const evaluation = useMemo(() => evaluate(state), [state]);
  const good = useRef<Good | null>(null);
  if (!evaluation.error && evaluation.result) {
    if (good.current?.evaluation !== evaluation) {
      good.current = { evaluation, call: callFor(state) };
    }
  }

  useEffect(() => {
    const timer = setTimeout(() => {
      const hash = encodeState(state);
      if (location.hash !== hash) history.replaceState(null, "", hash);
    }, FRAGMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    const onHashChange = () => {
      const next = decodeState(location.hash);
      if (next) setState((current) => sameState(current, next) ? current : next);
    };
    addEventListener("hashchange", onHashChange);
    return () => removeEventListener("hashchange", onHashChange);
  }, []);

  const error = evaluation.error;
  const update = (patch: Partial<PlaygroundState>) => setState((s) => ({ ...s, ...patch }));
  return (
    <>
      <header class="top">
        <Intro />
        <div class="toolbar">
          <ExamplesMenu state={state} onLoad={(e) => setState(e.state)} />
          <CopyButton text={() => shareLink(state)}>Copy link</CopyButton>
        </div>
      </header>
      <main class="layout">
        <div class="inputs">
          <section class="card" aria-labelledby="request-title">
            <h2 id="request-title">Request</h2>
            <RouteField
              value={state.route}
              invalid={error?.source === "Route"}
              onInput={(route) => update({ route })}
            />
            <ErrorAlert error={error} />
            <JsonEditor
              id="params"
              label="Parameters"
              value={state.params}
              invalid={error?.source === "Parameters"}
              describedBy="params-help"
              onInput={(params) => update({ params })}
            />
            <p id="params-help" class="help">
              A JSON object: placeholder values, query or body parameters, and the options{" "}
              <code>headers</code>, <code>mediaType</code>, <code>data</code>, <code>baseUrl</code>,
              {" "}
              <code>request</code>.
            </p>
          </section>
          <DefaultsStack
            layers={state.defaults}
            onChange={(defaults) => update({ defaults })}
            errorSource={error?.source}
            defaults={evaluation.defaults ?? good.current?.evaluation.defaults}
            stale={evaluation.defaults === undefined}
          />
        </div>
        <ResultPanel
          evaluation={good.current?.evaluation ?? null}
          call={good.current?.call ?? ""}
          stale={error !== undefined}
        />
      </main>
      <footer class="foot">
        <p>
          The whole page state lives in the address bar: <strong>Copy link</strong> shares it.
        </p>
      </footer>
    </>
  );
}
