/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * Completion for the **Route** field from the route index in use (GitHub's, or a loaded
 * description's, which names the list): typing `list issues` or `/repos/{owner}` lists matching operations under the field (the ARIA 1.2 combobox pattern:
 * the field keeps focus, `aria-activedescendant` names the highlighted option); the arrow keys
 * move, Enter or a click picks, Escape or leaving the field closes the list.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useDescribedApi, useRouteIndex } from "./load_index.ts";
import type { Operation } from "./route_index.ts";
import { searchOperations } from "./search.ts";

/** The most operations the list shows. */
export const SHOWN_OPERATIONS = 8;

/** What {@linkcode useRouteCompletion} gives the field. */
export interface RouteCompletion {
  /** Attributes and handlers for the `<input>`. */
  input: JSX.HTMLAttributes<HTMLInputElement>;
  /** Call on every keystroke in the field: opens the list. */
  typed: () => void;
  /** The list and its status, shown under the input. */
  popup: JSX.Element;
}

/**
 * The combobox behaviour of a field whose value is `query`.
 *
 * @param id The input's id; the list is `<id>-options`, option N `<id>-option-N`.
 * @param query The field's text.
 * @param onPick Called with the operation picked.
 * @returns The input's attributes, the keystroke hook and the list.
 */
export function useRouteCompletion(
  id: string,
  query: string,
  onPick: (operation: Operation) => void,
): RouteCompletion {
  const { entries, failed, load } = useRouteIndex();
  // The list and its status are named after the API in use.
  const api = useDescribedApi()?.title ?? "GitHub";
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useMemo(
    () => open && entries ? searchOperations(entries, query, SHOWN_OPERATIONS) : undefined,
    [entries, query, open],
  );
  const operations = found?.operations ?? [];
  const expanded = operations.length > 0;
  useEffect(() => setActive(-1), [query]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (operation: Operation) => {
    close();
    onPick(operation);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const count = operations.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : -1);
      } else if (count > 0) {
        setActive(down ? (active + 1) % count : (active <= 0 ? count : active) - 1);
      }
    } else if (event.key === "Enter" && operations[active]) {
      event.preventDefault();
      pick(operations[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  };

  const optionId = (i: number) => `${id}-option-${i}`;
  const status = failed
    ? `${api}'s route index could not be loaded`
    : found && query.trim()
    ? `${found.total} ${api} operation${found.total === 1 ? "" : "s"} match` +
      (found.total > operations.length ? `, the first ${operations.length} listed` : "")
    : "";
  return {
    input: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": `${id}-options`,
      "aria-activedescendant": operations[active] ? optionId(active) : undefined,
      onFocus: load,
      onBlur: close,
      onKeyDown,
    },
    typed: () => {
      load();
      setOpen(true);
    },
    popup: (
      <>
        <ul
          id={`${id}-options`}
          role="listbox"
          aria-label={`${api} operations`}
          class="completions"
          hidden={!expanded}
          // Keeps focus in the field while a click picks.
          onMouseDown={(event) => event.preventDefault()}
        >
          {operations.map((operation, i) => (
            <li
              key={`${operation.method} ${operation.path}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onClick={() => pick(operation)}
            >
              <span class="mono">
                <span class="verb">{operation.method}</span> {operation.path}
              </span>
              <span class="summary">{operation.summary}</span>
            </li>
          ))}
        </ul>
        <p id={`${id}-status`} role="status" class="sr-only">
          {open ? status : ""}
        </p>
      </>
    ),
  };
}
