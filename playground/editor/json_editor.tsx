/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * A labelled JSON text editor.
 *
 * @module
 */
import type { ComponentChildren, JSX } from "preact";

/** Props of {@linkcode JsonEditor}. */
export interface JsonEditorProps {
  /** The element id (also ties the label to it). */
  id: string;
  /** The visible label, e.g. `Parameters` or `Defaults 2`. */
  label: string;
  /** The JSON text. */
  value: string;
  /** Called with the new text on every keystroke. */
  onInput: (value: string) => void;
  /** Whether the current error is in this editor. */
  invalid: boolean;
  /** Extra controls shown beside the label (e.g. a remove button). */
  actions?: ComponentChildren;
  /** The id of a help text. */
  describedBy?: string;
}

/**
 * A `<textarea>` for JSON that grows with its content. Tab moves focus as usual, so the page
 * stays usable by keyboard.
 *
 * @param props The value, label and handler.
 * @returns The labelled editor.
 */
export function JsonEditor(props: JsonEditorProps): JSX.Element {
  const lines = props.value.split("\n").length;
  return (
    <div class="field">
      <div class="field-head">
        <label for={props.id}>{props.label}</label>
        {props.actions}
      </div>
      <textarea
        id={props.id}
        class="mono"
        rows={Math.min(18, Math.max(3, lines + 1))}
        value={props.value}
        spellcheck={false}
        autocomplete="off"
        autocapitalize="off"
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </div>
  );
}
