/**
 * A loaded API's operations grouped by tag, for the operation list.
 *
 * @module
 */
import type { Operation } from "./route_index.ts";

/** What the list calls the group of operations without a tag. */
export const UNTAGGED = "Other operations";

/** The operations of one tag. */
export interface OperationGroup {
  /** The tag, or {@linkcode UNTAGGED}. */
  tag: string;
  /** Its operations, in the index's order. */
  operations: Operation[];
}

/**
 * Groups operations by their first tag: the groups in the order their first operation comes, the
 * untagged ones last.
 *
 * @param operations The operations.
 * @returns The groups.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { groupByTag } from "./operation_groups.ts";
 *
 * const op = (path: string, tag?: string) =>
 *   ({ method: "GET", path, summary: "", operationId: "", docs: "", parameters: [], body: [], tag });
 * const groups = groupByTag([op("/a"), op("/b", "Bookings"), op("/c", "Trips"), op("/d", "Bookings")]);
 * assert.deepEqual(
 *   groups.map((g) => [g.tag, g.operations.map((o) => o.path)]),
 *   [["Bookings", ["/b", "/d"]], ["Trips", ["/c"]], ["Other operations", ["/a"]]],
 * );
 * ```
 */
export function groupByTag(operations: readonly Operation[]): OperationGroup[] {
  const groups = new Map<string, Operation[]>();
  const untagged: Operation[] = [];
  for (const operation of operations) {
    if (!operation.tag) untagged.push(operation);
    else {(groups.get(operation.tag) ?? groups.set(operation.tag, []).get(operation.tag)!).push(
        operation,
      );}
  }
  const list = [...groups].map(([tag, operations]) => ({ tag, operations }));
  return untagged.length ? [...list, { tag: UNTAGGED, operations: untagged }] : list;
}
