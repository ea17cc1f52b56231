/**
 * Asking the responses worker: one worker per description, started on the first question and
 * ended when another description is asked about; an operation asked again is answered from what
 * was kept; a text that is not a description is an error, and asking again tries again.
 */
import assert from "node:assert/strict";
import { askResponses, forgetResponses } from "../../playground/responses/ask_responses.ts";

const WORKER = new URL("../../playground/responses/responses_worker.ts", import.meta.url);

/** Starts real workers, and counts them. */
function counted() {
  const started: Worker[] = [];
  const start = () => {
    const worker = new Worker(WORKER, { type: "module" });
    started.push(worker);
    return worker;
  };
  return { started, start };
}

const describe = (status: string) =>
  JSON.stringify({
    paths: { "/trips": { get: { responses: { [status]: { description: `Answer ${status}` } } } } },
  });

Deno.test("askResponses() keeps one worker per description and each operation's answer", async () => {
  const { started, start } = counted();
  try {
    const first = describe("200");
    const [a] = await askResponses(first, "GET", "/trips", start);
    assert.equal(a.description, "Answer 200");
    const again = askResponses(first, "GET", "/trips", start);
    assert.equal(again, askResponses(first, "GET", "/trips", start), "the kept answer");
    assert.deepEqual(await askResponses(first, "POST", "/trips", start), []);
    assert.equal(started.length, 1);
    // Another description: a new worker, its own answers.
    const [b] = await askResponses(describe("201"), "GET", "/trips", start);
    assert.equal(b.description, "Answer 201");
    assert.equal(started.length, 2);
  } finally {
    forgetResponses();
  }
});

Deno.test("askResponses() rejects what the worker cannot read, and asks again next time", async () => {
  const { started, start } = counted();
  try {
    const text = "{ not json";
    const first = askResponses(text, "GET", "/", start);
    await assert.rejects(first, /Cannot read the description/);
    const second = askResponses(text, "GET", "/", start);
    assert.notEqual(second, first, "a failure is not kept");
    await assert.rejects(second, /Cannot read the description/);
    assert.equal(started.length, 1);
  } finally {
    forgetResponses();
  }
});
