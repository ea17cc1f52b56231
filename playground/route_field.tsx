/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Route** field.
 *
 * @module
 */
import type { JSX } from "preact";
import { CodeField } from "./code_field.tsx";

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
    <CodeField id="route" label="Route" {...props}>
      A method and a url template: <code>{"{owner}"}</code> and <code>:owner</code>{" "}
      are placeholders, <code>{"{?state}"}</code> a query template (RFC 6570).
    </CodeField>
  );
}
