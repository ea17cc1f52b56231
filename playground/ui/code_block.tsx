/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * A titled block of code with a copy button.
 *
 * @module
 */
import type { ComponentChildren, JSX } from "preact";
import { CopyButton } from "./copy_button.tsx";

/** Props of {@linkcode CodeBlock}. */
export interface CodeBlockProps {
  /** The heading, e.g. `curl`. */
  title: string;
  /** What the copy button names, e.g. `curl command`. */
  what: string;
  /** The code. */
  code: string;
  /** An optional note under the heading. */
  note?: string;
  /** The `id` of the `<pre>`, for tests and links. */
  id?: string;
  /** Shown under the code (e.g. documentation links). */
  children?: ComponentChildren;
}

/**
 * Renders code under an `h3`, with a **Copy** button named after `what`. Long lines wrap, so
 * the block never scrolls sideways.
 *
 * @param props The title and code.
 * @returns The block.
 */
export function CodeBlock(props: CodeBlockProps): JSX.Element {
  const headingId = props.id ? `${props.id}-title` : undefined;
  return (
    <div class="block">
      <div class="block-head">
        <h3 id={headingId}>{props.title}</h3>
        <CopyButton text={props.code} label={`Copy ${props.what}`} />
      </div>
      {props.note && <p class="note">{props.note}</p>}
      <pre id={props.id} aria-labelledby={headingId}><code>{props.code}</code></pre>
      {props.children}
    </div>
  );
}
