/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Examples** menu.
 *
 * @module
 */
import type { JSX } from "preact";
import { useRef } from "preact/hooks";
import { useDismiss } from "../ui/dismiss.ts";
import { EXAMPLE_GROUPS, type ExampleGroup, EXAMPLES } from "./examples.ts";
import { encodeState, type PlaygroundState, sameState } from "./state.ts";

/**
 * Moves focus to the first field of the state an example opens (the route, or the template)
 * once the page shows it: after the navigation's `hashchange` has rendered, or at once when the
 * example is already on screen (a link to the current fragment fires no `hashchange`). When the
 * field is hidden (the Result tab of the narrow layout is open), focus goes to `fallback`.
 */
function focusFirstField(state: PlaygroundState, fallback: HTMLElement | null): void {
  const id = state.mode === "template" ? "template" : "route";
  const focus = () => {
    const field = document.getElementById(id);
    (field?.offsetParent ? field : fallback)?.focus();
  };
  if (location.hash === encodeState(state)) focus();
  else addEventListener("hashchange", () => setTimeout(focus), { once: true });
}

/** Props of {@linkcode ExamplesMenu}. */
export interface ExamplesMenuProps {
  /** The current state (the menu marks the example it equals, if any). */
  state: PlaygroundState;
  /** Called just before an example is opened, to save the current state in its history entry. */
  onLeave: () => void;
}

/**
 * A disclosure (`<details>`) of links, one per example, in three sections. Each link's target
 * is the example's state in the fragment, so opening one is a navigation: it adds a history
 * entry (Back returns to the edits it replaced), and moving through the menu by keyboard changes
 * nothing until a link is activated with Enter. Escape or a click outside closes it; after an
 * example opens, focus is on its route (or template) field.
 *
 * @param props The state and handler.
 * @returns The menu.
 */
export function ExamplesMenu(props: ExamplesMenuProps): JSX.Element {
  const details = useRef<HTMLDetailsElement>(null);
  useDismiss(details);
  const current = EXAMPLES.find((e) => sameState(e.state, props.state));
  const groups = Object.keys(EXAMPLE_GROUPS) as ExampleGroup[];
  return (
    <details class="examples" ref={details}>
      <summary>
        Examples{current && <span class="current">: {current.title}</span>}
      </summary>
      <nav class="examples-list" aria-label="Examples">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`examples-${group}`}>
            <h2 id={`examples-${group}`}>{EXAMPLE_GROUPS[group]}</h2>
            <ul>
              {EXAMPLES.filter((e) => e.group === group).map((e) => (
                <li key={e.id}>
                  <a
                    href={encodeState(e.state)}
                    aria-current={e === current ? "true" : undefined}
                    onClick={() => {
                      props.onLeave();
                      if (details.current) details.current.open = false;
                      focusFirstField(e.state, details.current?.querySelector("summary") ?? null);
                    }}
                  >
                    {e.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </details>
  );
}
