/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Route** field.
 *
 * @module
 */
import type { JSX } from "preact";

/** Props of {@linkcode RouteField}. */
export interface RouteFieldProps {
  /** The route text. */
  value: string;
  /** Called with the new text on every keystroke. */
  onInput: (value: string) => void;
  /** Whether the current error is in the route. */
  invalid: boolean;
}

/**
 * A one-line text field labelled **Route**, for `"<METHOD> <url template>"`.
 *
 * @param props The value and its handler.
 * @returns The labelled field.
 */
export function RouteField(props: RouteFieldProps): JSX.Element {
  return (
    <div class="field">
      <label for="route">Route</label>
      <input
        id="route"
        type="text"
        class="mono"
        value={props.value}
        spellcheck={false}
        autocomplete="off"
        autocapitalize="off"
        aria-invalid={props.invalid}
        aria-describedby="route-help"
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      <p id="route-help" class="help">
        A method and a url template: <code>{"{owner}"}</code> and <code>:owner</code>{" "}
        are placeholders, <code>{"{?state}"}</code> a query template (RFC 6570).
      </p>
    </div>
  );
}
