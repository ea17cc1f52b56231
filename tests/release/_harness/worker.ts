/**
 * The workerd suite, bundled to `worker.mjs` with the package left external: a module worker
 * whose fetch handler runs the behaviour table and answers with the JSON counts. The workerd
 * config names the browser build from the installed package (`dist/browser/endpoint.js`)
 * `@x/endpoint`, so the worker runs the file a Workers project would bundle or import.
 *
 * @module
 */
import * as lib from "@x/endpoint";
import { checkToRequest, checkUriTemplate, runTable, strictDeepEqual } from "./table.ts";

export default {
  /**
   * Runs the table with the portable strict equality: workerd's `node:assert` (`nodejs_compat`)
   * calls `propertyIsEnumerable` on the values it compares, which the body (no prototype) lacks.
   */
  async fetch(): Promise<Response> {
    const report = await runTable(lib, strictDeepEqual, {
      "toRequest() builds a workerd Request with an uppercase method and a JSON body": () =>
        checkToRequest(lib),
      "the URI template functions expand templates": () => checkUriTemplate(lib, lib),
    });
    return Response.json(report);
  },
};
