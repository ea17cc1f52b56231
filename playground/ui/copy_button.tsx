/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * A button that copies text and says so.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { copyText } from "./clipboard.ts";

/** Props of {@linkcode CopyButton}. */
export interface CopyButtonProps {
  /** The text to copy, or a function that returns it at click time. */
  text: string | (() => string);
  /** The visible text, `Copy` unless given. */
  children?: string;
  /** The accessible name, e.g. `Copy curl command`; defaults to the visible text. */
  label?: string;
}

/**
 * A copy button; after a click it shows `Copied` (announced politely) for two seconds.
 *
 * @param props The text and labels.
 * @returns The button.
 */
export function CopyButton(props: CopyButtonProps): JSX.Element {
  const [status, setStatus] = useState("");
  useEffect(() => {
    if (status === "") return;
    const timer = setTimeout(() => setStatus(""), 2000);
    return () => clearTimeout(timer);
  }, [status]);
  const onClick = async () => {
    const text = typeof props.text === "function" ? props.text() : props.text;
    setStatus(await copyText(text) ? "Copied" : "Copy failed");
  };
  return (
    <span class="copy">
      <button type="button" class="button" aria-label={props.label} onClick={onClick}>
        {props.children ?? "Copy"}
      </button>
      <span class="copy-status" aria-live="polite">{status}</span>
    </span>
  );
}
