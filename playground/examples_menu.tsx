/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Examples** menu.
 *
 * @module
 */
import type { JSX } from "preact";
import { type Example, EXAMPLES } from "./examples.ts";
import { type PlaygroundState, sameState } from "./state.ts";

/** Props of {@linkcode ExamplesMenu}. */
export interface ExamplesMenuProps {
  /** The current state (the menu shows the example it equals, if any). */
  state: PlaygroundState;
  /** Called with the chosen example. */
  onLoad: (example: Example) => void;
}

/**
 * A native `<select>` labelled **Examples** (keyboard and touch friendly); choosing an entry
 * replaces the route, parameters and defaults.
 *
 * @param props The state and handler.
 * @returns The labelled menu.
 */
export function ExamplesMenu(props: ExamplesMenuProps): JSX.Element {
  const current = EXAMPLES.find((e) => sameState(e.state, props.state))?.id ?? "";
  return (
    <div class="field inline">
      <label for="examples">Examples</label>
      <select
        id="examples"
        value={current}
        onChange={(e) => {
          const chosen = EXAMPLES.find((x) => x.id === e.currentTarget.value);
          if (chosen) props.onLoad(chosen);
        }}
      >
        <option value="">Choose a GitHub REST call…</option>
        {EXAMPLES.map((e) => <option key={e.id} value={e.id}>{e.title}</option>)}
      </select>
    </div>
  );
}
