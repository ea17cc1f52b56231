/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * A one-line field for code (a route or a template), with its help text.
 *
 * @module
 */
import type { ComponentChildren, JSX } from "preact";

/** Props of {@linkcode CodeField}. */
export interface CodeFieldProps {
  /** The input's id; the help text's id is `<id>-help`. */
  id: string;
  /** The visible label. */
  label: string;
  /** The text. */
  value: string;
  /** Called with the new text on every keystroke. */
  onInput: (value: string) => void;
  /** Whether the current error is in this field. */
  invalid: boolean;
  /** The help text under the field. */
  children: ComponentChildren;
  /** More attributes of the input (a combobox's role, state and handlers). */
  input?: JSX.HTMLAttributes<HTMLInputElement>;
  /** Shown right after the input, before the help text (a combobox's list). */
  popup?: ComponentChildren;
}

/**
 * A labelled monospace text input without spelling correction or capitalisation, described by
 * its help text.
 *
 * @param props The value, label, help and handler.
 * @returns The labelled field.
 */
export function CodeField(props: CodeFieldProps): JSX.Element {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        class="mono"
        value={props.value}
        spellcheck={false}
        autocomplete="off"
        autocapitalize="off"
        aria-invalid={props.invalid}
        aria-describedby={`${props.id}-help`}
        onInput={(e) => props.onInput(e.currentTarget.value)}
        {...props.input}
      />
      {props.popup}
      <p id={`${props.id}-help`} class="help">{props.children}</p>
    </div>
  );
}
