/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The switch between the two modes: `endpoint()` and the URI template engine.
 *
 * @module
 */
import type { JSX } from "preact";
import { encodeState, type PlaygroundMode, type PlaygroundState } from "./state.ts";

/** Props of {@linkcode ModeSwitch}. */
export interface ModeSwitchProps {
  /** The current state. */
  state: PlaygroundState;
  /** Called just before the mode changes, to save the current state in its history entry. */
  onLeave: () => void;
}

const MODES: [PlaygroundMode, string][] = [
  ["endpoint", "endpoint()"],
  ["template", "URI template"],
];

/**
 * Two links, each to the current state in one mode: switching is a navigation, so Back
 * returns to the other mode, and the inputs of both modes are kept.
 *
 * @param props The state.
 * @returns A labelled navigation.
 */
export function ModeSwitch(props: ModeSwitchProps): JSX.Element {
  return (
    <nav class="mode-switch" aria-label="Mode">
      {MODES.map(([mode, label]) => (
        <a
          key={mode}
          href={encodeState({ ...props.state, mode })}
          aria-current={props.state.mode === mode ? "page" : undefined}
          onClick={props.onLeave}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
