/**
 * The workerd suite: a module worker whose fetch handler runs the behaviour table against the
 * esbuild bundle and answers with the JSON counts.
 *
 * Bundled to `dist/runtimes/worker.mjs` with `@x/endpoint` left external; the generated
 * `dist/runtimes/workerd.capnp` gives the library bundle that module name.
 *
 * @module
 */
import assert from "node:assert/strict";
import * as lib from "@x/endpoint";
import { checkToRequest, runTable } from "../shared/entry.ts";

export default {
  /** Runs the table; `node:assert` comes from workerd's `nodejs_compat` flag. */
  async fetch(): Promise<Response> {
    const report = await runTable(lib, assert.deepStrictEqual, {
      "toRequest() builds a workerd Request with an uppercase method and a JSON body": () =>
        checkToRequest(lib),
    });
    return Response.json(report);
  },
};
