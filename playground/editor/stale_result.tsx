/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The wrapper that marks a result as the last valid one while the inputs have an error.
 *
 * @module
 */
import type { ComponentChildren, JSX } from "preact";

/** Props of {@linkcode StaleResult}. */
export interface StaleResultProps {
  /** Whether the inputs currently have an error. */
  stale: boolean;
  /** The result. */
  children: ComponentChildren;
}

/**
 * Shows the result; while `stale`, greyed out (colour removed, contrast kept) with a dashed
 * edge and a note saying why.
 *
 * @param props Whether it is stale, and the result.
 * @returns The result.
 */
export function StaleResult(props: StaleResultProps): JSX.Element {
  return (
    <div>
      {props.stale && (
        <p class="note stale-note">
          Showing the last valid result, greyed out, until the error in the inputs is fixed.
        </p>
      )}
      <div class={props.stale ? "stale" : undefined}>{props.children}</div>
    </div>
  );
}
