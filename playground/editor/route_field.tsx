/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Route** field, which completes from GitHub's route index.
 *
 * @module
 */
import type { JSX } from "preact";
import { CodeField } from "./code_field.tsx";
import type { Operation } from "../explorer/route_index.ts";
import { useRouteCompletion } from "../explorer/route_completion.tsx";

/** Props of {@linkcode RouteField}. */
export interface RouteFieldProps {
  /** The route text. */
  value: string;
  /** Called with the new text on every keystroke. */
  onInput: (value: string) => void;
  /** Whether the current error is in the route. */
  invalid: boolean;
  /** Called with the GitHub operation picked from the field's completions. */
  onPick: (operation: Operation) => void;
}

/**
 * A one-line text field labelled **Route**, for `"<METHOD> <url template>"`. Typing also
 * searches GitHub's operations (`list issues`, `/repos/{owner}`) and lists them to pick from.
 *
 * @param props The value and its handlers.
 * @returns The labelled field.
 */
export function RouteField(props: RouteFieldProps): JSX.Element {
  const completion = useRouteCompletion("route", props.value, props.onPick);
  const onInput = (value: string) => {
    completion.typed();
    props.onInput(value);
  };
  return (
    <CodeField
      id="route"
      label="Route"
      value={props.value}
      invalid={props.invalid}
      onInput={onInput}
      input={completion.input}
      popup={completion.popup}
    >
      A method and a url template: <code>{"{owner}"}</code> and <code>:owner</code>{" "}
      are placeholders, <code>{"{?state}"}</code>{" "}
      a query template (RFC 6570). Or search the API's operations: <code>list issues</code>,{" "}
      <code>/repos/{"{owner}"}</code>.
    </CodeField>
  );
}
