/// <reference lib="dom" />
/**
 * Asking the responses worker (`responses_worker.ts`) for one operation's responses. One worker
 * serves the description in use: it is started with the description's text on the first
 * question, and ended when another description is asked about. Each operation's answer is kept
 * for that description, so opening it again asks nothing.
 *
 * @module
 */
import type { DescribedResponse } from "./described_responses.ts";

/** The responses worker's script, with its content hash; `build.ts` defines it. */
declare const RESPONSES_WORKER: string;

/** What the page sends the worker: the description's text first, then questions. */
export type ResponsesQuestion = { text: string } | {
  id: number;
  method: string;
  path: string;
};

/** What the worker answers a question. */
export type ResponsesAnswer =
  | { id: number; responses: DescribedResponse[] }
  | { id: number; error: string };

/** The worker of the description in use, its questions waiting, and its answers. */
interface Asked {
  text: string;
  worker: Worker;
  waiting: Map<number, (answer: ResponsesAnswer) => void>;
  answers: Map<string, Promise<DescribedResponse[]>>;
}

let asked: Asked | undefined;
let lastId = 0;

const startWorker = (): Worker => {
  const script = typeof RESPONSES_WORKER === "string" ? RESPONSES_WORKER : "./responses_worker.js";
  return new Worker(new URL(script, document.baseURI), { type: "module" });
};

/** The worker for a description's text: the one in use, or a new one (the old one ended). */
function askedFor(text: string, start: () => Worker): Asked {
  if (asked?.text === text) return asked;
  asked?.worker.terminate();
  const worker = start();
  const waiting = new Map<number, (answer: ResponsesAnswer) => void>();
  worker.onmessage = (event: MessageEvent<ResponsesAnswer>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault();
    for (const [id, answer] of waiting) answer({ id, error: event.message });
    waiting.clear();
  };
  worker.postMessage({ text } satisfies ResponsesQuestion);
  return asked = { text, worker, waiting, answers: new Map() };
}

/**
 * The responses of one operation of a description, read in the worker.
 *
 * @param text The description's text.
 * @param method The operation's method.
 * @param path Its path, as the description writes it.
 * @param start Starts the worker (the built page's `responses_worker.js` unless given).
 * @returns The responses; an operation the description does not have has none.
 * @throws {Error} What the worker could not read (the text is not JSON or YAML).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { askResponses, forgetResponses } from "./ask_responses.ts";
 *
 * const worker = () => new Worker(new URL("./responses_worker.ts", import.meta.url), { type: "module" });
 * const text = JSON.stringify({
 *   paths: { "/trips": { get: { responses: { "204": { description: "None" } } } } },
 * });
 * const [response] = await askResponses(text, "GET", "/trips", worker);
 * assert.deepEqual(response, { status: "204", description: "None", media: [] });
 * forgetResponses();
 * ```
 */
export function askResponses(
  text: string,
  method: string,
  path: string,
  start: () => Worker = startWorker,
): Promise<DescribedResponse[]> {
  const current = askedFor(text, start);
  const key = `${method} ${path}`;
  let answer = current.answers.get(key);
  if (answer) return answer;
  const id = ++lastId;
  answer = new Promise<DescribedResponse[]>((resolve, reject) => {
    current.waiting.set(id, (got) => {
      if ("responses" in got) resolve(got.responses);
      else reject(new Error(got.error));
    });
    current.worker.postMessage(
      { id, method, path } satisfies ResponsesQuestion,
    );
  });
  // A failure is not kept: asking again tries again.
  answer.catch(() => current.answers.delete(key));
  current.answers.set(key, answer);
  return answer;
}

/** Ends the worker and forgets its answers (the page went back to GitHub's API). */
export function forgetResponses(): void {
  asked?.worker.terminate();
  asked = undefined;
}
