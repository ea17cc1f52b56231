/**
 * Reading a description in a worker, within a time budget: the page's main thread never runs
 * the parse, the compile or the index, and a description the worker cannot read in time is
 * refused with a message (the worker is ended), never a frozen tab.
 *
 * @module
 */
import type { ReadDescription } from "./description.ts";
import { DescriptionError } from "./description_error.ts";

/** How long the worker may take to read a description, in milliseconds. */
export const READ_BUDGET_MS = 10_000;

/** A loaded description's text, as the tab keeps it and the worker reads it. */
export interface SavedDescription {
  /** Its text. */
  text: string;
  /** Its URL, file name or `pasted text`. */
  from: string;
  /** The URL it was fetched from, when it was. */
  url?: string;
}

/** What the worker answers: what it read, or why it could not. */
export type WorkerAnswer = { read: ReadDescription } | { error: string };

/**
 * Reads a description in a new worker, and ends the worker once it answers, fails or runs over
 * the budget.
 *
 * @param saved The description's text, where it came from and its URL.
 * @param start Starts the worker (`description_worker.ts`).
 * @param budgetMs How long it may take.
 * @returns What the worker read.
 * @throws {DescriptionError} What the worker could not read, a worker that failed, and one over
 * the budget.
 *
 * @example A worker that never answers is ended
 * ```ts
 * import assert from "node:assert/strict";
 * import { readInWorker } from "./read_in_worker.ts";
 *
 * const silent = () => new Worker("data:text/javascript,", { type: "module" });
 * await assert.rejects(readInWorker({ text: "{}", from: "test" }, silent, 50), /50 ms/);
 * ```
 */
export function readInWorker(
  saved: SavedDescription,
  start: () => Worker,
  budgetMs: number = READ_BUDGET_MS,
): Promise<ReadDescription> {
  const worker = start();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<ReadDescription>((resolve, reject) => {
    timer = setTimeout(() => {
      reject(
        new DescriptionError(
          `Cannot use this description: reading it took longer than ${budgetMs} ms, so the page stopped (a very large file, or schemas that refer to each other in too many ways)`,
        ),
      );
    }, budgetMs);
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if ("read" in answer) resolve(answer.read);
      else reject(new DescriptionError(answer.error));
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      reject(
        new DescriptionError(`Cannot read the description: ${event.message}`),
      );
    };
    worker.postMessage(saved);
  }).finally(() => {
    clearTimeout(timer);
    worker.terminate();
  });
}
