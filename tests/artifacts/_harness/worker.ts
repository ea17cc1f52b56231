/**
 * The workerd suite, bundled to `worker.mjs` with the package left external: a module worker
 * whose fetch handler runs the behaviour table and answers with the JSON counts. The workerd
 * config names the browser build from the installed package (`dist/browser/endpoint.js`)
 * `@x/endpoint`, so the worker runs the file a Workers project would bundle or import.
 *
 * @module
 */
import assert from "node:assert/strict";
import * as lib from "@x/endpoint";
import { checkToRequest, checkUriTemplate, runTable } from "./table.ts";

export default {
  /** Runs the table; `node:assert` comes from workerd's `nodejs_compat` flag. */
  async fetch(): Promise<Response> {
    const report = await runTable(lib, assert.deepStrictEqual, {
      "toRequest() builds a workerd Request with an uppercase method and a JSON body": () =>
        checkToRequest(lib),
      "the URI template functions expand templates": () => checkUriTemplate(lib, lib),
    });
    return Response.json(report);
  },
};
