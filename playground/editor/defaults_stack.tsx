/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The defaults cascade: **Defaults 1**, **Defaults 2**, … and the resulting `DEFAULTS`.
 *
 * @module
 */
import type { JSX } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";
import { CodeBlock } from "../ui/code_block.tsx";
import { CredentialNote } from "./credential_note.tsx";
import { JsonEditor } from "./json_editor.tsx";

/** Props of {@linkcode DefaultsStack}. */
export interface DefaultsStackProps {
  /** The text of each layer. */
  layers: string[];
  /** Called with the new list of layers. */
  onChange: (layers: string[]) => void;
  /** The label of the input the current error is in, if any. */
  errorSource?: string;
  /** `DEFAULTS` of the innermost function, when known. */
  defaults: unknown;
  /** Whether `defaults` is from the last valid state. */
  stale: boolean;
  /** What looks like a credential, by field id (`defaults-1`, …). */
  credentials?: Record<string, string[]>;
  /** Whether credentials go into the link. */
  keepCredentials?: boolean;
}

/**
 * One JSON editor per `.defaults()` layer, each with a remove button, an add button, and the
 * innermost function's `DEFAULTS`. After adding, focus moves to the new editor; after removing,
 * to the add button.
 *
 * @param props The layers and handler.
 * @returns The section.
 */
export function DefaultsStack(props: DefaultsStackProps): JSX.Element {
  const focus = useRef<number | "add" | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A layout effect runs as its render commits, so the request is served by the render that adds or
  // removes the layer, when its element exists. (A plain effect waits for the next paint: one still
  // pending from an earlier render, say of a keystroke just before, took the request while the new
  // editor did not exist yet, and focus stayed on the add button.)
  useLayoutEffect(() => {
    const target = focus.current;
    if (target === null) return;
    focus.current = null;
    if (target === "add") addButton.current?.focus();
    else document.getElementById(`defaults-${target + 1}`)?.focus();
  });
  const set = (i: number, text: string) =>
    props.onChange(props.layers.map((layer, j) => j === i ? text : layer));
  const add = () => {
    focus.current = props.layers.length;
    props.onChange([...props.layers, "{\n  \n}"]);
  };
  const remove = (i: number) => {
    focus.current = "add";
    props.onChange(props.layers.filter((_, j) => j !== i));
  };
  return (
    <section class="card" aria-labelledby="defaults-title">
      <h2 id="defaults-title">Defaults cascade</h2>
      <p id="defaults-help" class="help">
        Each layer is applied in order with{" "}
        <code>.defaults()</code>: a later layer and the parameters win; headers merge key by key.
        Try <code>{'{"baseUrl": "…"}'}</code>.
      </p>
      {props.layers.map((layer, i) => [
        <JsonEditor
          key={i}
          id={`defaults-${i + 1}`}
          label={`Defaults ${i + 1}`}
          value={layer}
          invalid={props.errorSource === `Defaults ${i + 1}`}
          describedBy="defaults-help"
          onInput={(text) => set(i, text)}
          actions={
            <button
              type="button"
              class="button subtle"
              aria-label={`Remove Defaults ${i + 1}`}
              onClick={() => remove(i)}
            >
              Remove
            </button>
          }
        />,
        <CredentialNote
          key={`note-${i}`}
          names={props.credentials?.[`defaults-${i + 1}`]}
          kept={props.keepCredentials ?? false}
        />,
      ])}
      <button ref={addButton} type="button" class="button" onClick={add}>
        Add defaults layer
      </button>
      <div class={props.stale ? "stale" : undefined}>
        <CodeBlock
          id="defaults-json"
          title={props.layers.length ? "DEFAULTS of the innermost function" : "endpoint.DEFAULTS"}
          what="DEFAULTS"
          code={JSON.stringify(props.defaults, null, 2) ?? ""}
        />
      </div>
    </section>
  );
}
