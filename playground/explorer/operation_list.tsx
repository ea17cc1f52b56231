/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The operations of a loaded description, grouped by tag: each with its method, path, summary and
 * a deprecated mark, to pick from; and the way back to GitHub's API.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useDescribedApi } from "./load_index.ts";
import { operationFor } from "./match.ts";
import { groupByTag } from "./operation_groups.ts";
import type { Operation } from "./route_index.ts";

/** Props of {@linkcode OperationList}. */
export interface OperationListProps {
  /** The **Route** text: its operation is marked current, and its group open. */
  route: string;
  /** Called with the operation picked. */
  onPick: (operation: Operation) => void;
  /** Called by **Back to GitHub's API**. */
  onBack: () => void;
}

/**
 * The list, while a description is loaded (nothing otherwise). A group's operations are
 * rendered only while it is open, so a description of thousands stays quick.
 *
 * @param props The route and the handlers.
 * @returns The list, or nothing.
 */
export function OperationList(props: OperationListProps): JSX.Element | null {
  const api = useDescribedApi();
  const groups = useMemo(() => groupByTag(api?.entries.map((e) => e.operation) ?? []), [api]);
  const current = api && operationFor(api.entries, props.route);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const currentTag = groups.find((g) => current && g.operations.includes(current))?.tag;
  useEffect(() => {
    if (currentTag !== undefined) {
      setOpen((tags) => new Set(tags).add(currentTag));
    }
  }, [currentTag]);
  if (!api) return null;
  const toggle = (tag: string, isOpen: boolean) =>
    setOpen((tags) => {
      const next = new Set(tags);
      if (isOpen) next.add(tag);
      else next.delete(tag);
      return next;
    });
  const count = api.entries.length;
  return (
    <section class="card operations" aria-labelledby="operations-title">
      <div class="operations-head">
        <h2 id="operations-title">{api.title}</h2>
        <button type="button" class="button" onClick={props.onBack}>
          Back to GitHub's API
        </button>
      </div>
      <p class="help">
        {count} operation{count === 1 ? "" : "s"}, by tag: pick one to fill the Route and the form.
      </p>
      {groups.map(({ tag, operations }) => (
        <details
          key={tag}
          class="operation-group"
          open={open.has(tag)}
          onToggle={(e) => toggle(tag, e.currentTarget.open)}
        >
          <summary>
            {tag} <span class="count">({operations.length})</span>
          </summary>
          {open.has(tag) && (
            <ul>
              {operations.map((operation) => (
                <li key={`${operation.method} ${operation.path}`}>
                  <button
                    type="button"
                    class="operation-link"
                    aria-current={operation === current ? "true" : undefined}
                    onClick={() => props.onPick(operation)}
                  >
                    <span class="mono">
                      <span class="verb">{operation.method}</span> {operation.path}
                    </span>
                    {operation.summary && <span class="summary">{operation.summary}</span>}
                    {operation.deprecated && <span class="deprecated">Deprecated</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </section>
  );
}
