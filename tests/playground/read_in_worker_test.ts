/**
 * The explorer reads a description in a worker within a time budget: what the worker reads is
 * what `readDescribed()` reads, what it refuses is a `DescriptionError`, and a worker over its
 * budget is ended with a message instead of running on.
 */
import assert from "node:assert/strict";
import { readDescribed } from "../../playground/explorer/description.ts";
import { DescriptionError } from "../../playground/explorer/description_error.ts";
import { readInWorker } from "../../playground/explorer/read_in_worker.ts";

const WORKER = new URL(
  "../../playground/explorer/description_worker.ts",
  import.meta.url,
);
const start = () => new Worker(WORKER, { type: "module" });

const TRAINS = {
  openapi: "3.1.0",
  info: { title: "Trains", version: "1" },
  paths: {
    "/trips/{id}": {
      servers: [{ url: "/v2" }],
      get: { summary: "Get a trip" },
    },
  },
};

Deno.test("readInWorker() gives what readDescribed() gives on the page", async () => {
  const saved = {
    text: JSON.stringify(TRAINS),
    from: "trains.json",
    url: "https://x.test/a.json",
  };
  assert.deepEqual(
    await readInWorker(saved, start),
    readDescribed(TRAINS, "trains.json", "https://x.test/a.json"),
  );
});

Deno.test("readInWorker() refuses what the worker cannot read with its message", async () => {
  await assert.rejects(
    readInWorker({ text: '{"swagger": "2.0"}', from: "old.json" }, start),
    (e: Error) =>
      e instanceof DescriptionError &&
      /^Cannot use a Swagger 2\.0/.test(e.message),
  );
  await assert.rejects(
    readInWorker({ text: "{ not json", from: "bad.json" }, start),
    (e: Error) =>
      e instanceof DescriptionError &&
      /^Cannot read the description as JSON/.test(e.message),
  );
});

Deno.test("readInWorker() ends a worker that runs over its budget and says why", async () => {
  // Starting the worker and reading 200,000 operations take far longer than 20 ms.
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 200_000; i++) {
    paths[`/p${i}`] = { get: { summary: `Op ${i}` } };
  }
  const text = JSON.stringify({ openapi: "3.1.0", paths });
  let worker: Worker | undefined;
  const started = performance.now();
  await assert.rejects(
    readInWorker({ text, from: "big.json" }, () => worker = start(), 20),
    (e: Error) =>
      e instanceof DescriptionError &&
      /^Cannot use this description: reading it took longer than 20 ms/.test(
        e.message,
      ),
  );
  // Ended: the test's sanitizer would report a worker left running, and it answers no more.
  let answered = false;
  worker!.onmessage = () => answered = true;
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(answered, false);
  assert.ok(
    performance.now() - started < 5_000,
    "a hang guard, not a benchmark",
  );
});
