/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The warning for placeholders without a value.
 *
 * @module
 */
import type { JSX } from "preact";
import { DocLinks } from "../site/doc_links.tsx";

/** Props of {@linkcode WarningNote}. */
export interface WarningNoteProps {
  /** The placeholders without a value, or `undefined`. */
  missing?: string[];
  /** What the expansion is called (`url` or `expansion`). */
  what: string;
}

/**
 * A `role="status"` note (announced politely; not an error: the result is still built) naming
 * each required placeholder that has no value, since it expands to nothing and the request goes
 * to a different endpoint. Empty when nothing is missing.
 *
 * @param props The names.
 * @returns The note.
 */
export function WarningNote(props: WarningNoteProps): JSX.Element {
  const names = props.missing ?? [];
  return (
    <div role="status" class={names.length ? "warning" : "warning empty"}>
      {names.length > 0 && (
        <>
          <p>
            <strong>Warning:</strong> no value for{" "}
            {names.length === 1 ? "placeholder" : "placeholders"}{" "}
            {names.flatMap((n, i) => [i > 0 ? ", " : "", <code key={n}>{n}</code>])}.{" "}
            {names.length === 1 ? "It expands" : "They expand"} to nothing, so the {props.what}{" "}
            may name a different resource.
          </p>
          <DocLinks section={5} />
        </>
      )}
    </div>
  );
}
