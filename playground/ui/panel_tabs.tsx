/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The tabs that switch between inputs and result on narrow screens.
 *
 * @module
 */
import type { JSX } from "preact";

/** The two panels. */
export type PanelName = "inputs" | "result";

/** Props of {@linkcode PanelTabs}. */
export interface PanelTabsProps {
  /** The selected panel. */
  selected: PanelName;
  /** Called with the panel to show. */
  onSelect: (panel: PanelName) => void;
  /** A short status shown in the Result tab, e.g. `error`. */
  resultStatus?: string;
}

const PANELS: PanelName[] = ["inputs", "result"];

/**
 * A tab list (ARIA tabs pattern: the selected tab is in the tab order, arrow keys, Home and End
 * move between tabs) controlling `#panel-inputs` and `#panel-result`.
 *
 * @param props The selected panel and handler.
 * @returns The tab list.
 */
export function PanelTabs(props: PanelTabsProps): JSX.Element {
  const move = (e: KeyboardEvent, from: PanelName) => {
    const i = PANELS.indexOf(from);
    const next = e.key === "ArrowRight" || e.key === "ArrowLeft"
      ? PANELS[(i + 1) % 2]
      : e.key === "Home"
      ? PANELS[0]
      : e.key === "End"
      ? PANELS[1]
      : undefined;
    if (!next) return;
    e.preventDefault();
    props.onSelect(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div class="tabs" role="tablist" aria-label="Show">
      {PANELS.map((panel) => (
        <button
          key={panel}
          type="button"
          role="tab"
          id={`tab-${panel}`}
          aria-selected={props.selected === panel}
          aria-controls={`panel-${panel}`}
          tabIndex={props.selected === panel ? 0 : -1}
          onClick={() => props.onSelect(panel)}
          onKeyDown={(e) => move(e, panel)}
        >
          {panel === "inputs" ? "Inputs" : "Result"}
          {panel === "result" && props.resultStatus && (
            <span class="tab-status">({props.resultStatus})</span>
          )}
        </button>
      ))}
    </div>
  );
}
