/**
 * A reference serialiser for the validator suites: ReadMe's `@readme/oas-to-har` builds the HAR
 * request of a generated call from the description, and ReadMe's `fetch-har` sends it with
 * `fetch`. Neither shares code with this library, so a request both reject is not our fault.
 *
 * @module
 */
import oasToHar from "@readme/oas-to-har";
import fetchHAR from "fetch-har";
import Oas from "oas";
import type { Call } from "./_generate.ts";
import type { Json, Operation } from "./_operations.ts";

/** The values `@readme/oas-to-har` reads, by parameter location. */
type DataForHAR = NonNullable<Parameters<typeof oasToHar>[2]>;
/** The HAR request `@readme/oas-to-har` builds. */
type HarRequest = ReturnType<typeof oasToHar>["log"]["entries"][0]["request"];

const FORM = "application/x-www-form-urlencoded";

/** A `data:` URL, the form `@readme/oas-to-har` takes a file in. */
function dataUrl(name: string, bytes: Uint8Array): string {
  const base64 = btoa(String.fromCharCode(...bytes));
  return `data:application/octet-stream;name=${name}.bin;base64,${base64}`;
}

/**
 * The call's generated values in the shape `@readme/oas-to-har` reads them: parameters by
 * location, a body (its fields, files as `data:` URLs), form fields apart.
 */
function harValues(call: Call): DataForHAR {
  const values = { path: {}, query: {}, header: {}, cookie: {}, formData: {} } as Record<
    string,
    Record<string, unknown>
  >;
  const bucket = { params: "path", query: "query", headers: "header", cookies: "cookie" } as const;
  const form = call.mediaType?.toLowerCase() === FORM;
  for (const { place, name, value } of call.expected) {
    if (place === "body") values.body = value as Record<string, unknown>;
    else if (place === "field" && form) values.formData[name] = value;
    else if (place === "field") values.body = { ...values.body, [name]: value };
    else if (place === "file") {
      values.body = { ...values.body, [name]: dataUrl(name, value as Uint8Array) };
    } else values[bucket[place]][name] = value;
  }
  return values as DataForHAR;
}

/** A description loaded once for `@readme/oas-to-har`, which changes what it is given. */
export class ReferenceSerializer {
  readonly #oas: Oas;

  constructor(document: Json) {
    this.#oas = new Oas(structuredClone(document) as ConstructorParameters<typeof Oas>[0]);
  }

  /**
   * The HAR request of a generated call, in the call's media type.
   *
   * @param operation The operation called.
   * @param call The generated call.
   * @returns The request as `@readme/oas-to-har` builds it.
   */
  har(operation: Operation, call: Call): HarRequest {
    const described = this.#oas.operation(operation.path, operation.method as "get");
    const values = harValues(call);
    // It picks the body's first JSON media type; the generator wrote the first one listed.
    if (call.mediaType && call.mediaType !== described.getContentType()) {
      values.header = { ...values.header, "content-type": call.mediaType };
    }
    return oasToHar(this.#oas, described, values).log.entries[0].request;
  }

  /**
   * Sends a HAR request with `fetch-har` to a local origin, the described path kept.
   *
   * @param har The request.
   * @param origin `http://127.0.0.1:<port>`.
   * @returns The response, and the URL sent to.
   */
  async send(har: HarRequest, origin: string): Promise<{ response: Response; sent: string }> {
    // The described server's origin ends at the first `/` after `//`; its path stays.
    const cut = har.url.indexOf("/", har.url.indexOf("//") + 2);
    const url = `${origin}${cut < 0 ? "" : har.url.slice(cut)}`;
    const local = { ...har, url };
    const response = await fetchHAR(
      {
        log: {
          version: "1.2",
          creator: { name: "oas-to-har", version: "" },
          entries: [{ request: local }],
        },
      } as unknown as Parameters<typeof fetchHAR>[0],
    );
    return { response, sent: url };
  }
}
