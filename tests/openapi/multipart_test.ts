/**
 * Multipart bodies as a server receives them: sent by `fetch(toRequest())` to `Deno.serve` on
 * 127.0.0.1 and read there both as raw bytes (each part's own headers) and with
 * `request.formData()` (what a server files as a field or as an upload). JSON parts carry no file
 * name, Encoding Object `headers` come from `request.partHeaders`, names and file names are
 * escaped as the WHATWG multipart/form-data encoding algorithm says.
 */
import assert from "node:assert/strict";
import { assertEndpointError } from "../_helpers.ts";
import { endpoint, EndpointError, toRequest } from "@x/endpoint";
import { compileRoutes, MultipartBody, multipartBody, withRoutes } from "@x/endpoint/openapi";

/** What the server received: the body's content-type, its raw text and its parsed form. */
interface Received {
  type: string;
  raw: string;
  form: [string, FormDataEntryValue][];
}

/** One part of a raw multipart body: its header lines and its content. */
interface RawPart {
  head: string[];
  body: string;
}

const UPLOADS = compileRoutes({
  openapi: "3.1.0",
  servers: [{ url: "https://uploads.example.com" }],
  paths: {
    "/uploads": {
      post: {
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  id: { type: "integer" },
                  meta: { type: "object" },
                  items: { type: "array", items: { type: "object" } },
                  note: { type: "string" },
                  file: { type: "string", format: "binary" },
                },
              },
              encoding: {
                note: {
                  contentType: "text/plain",
                  headers: {
                    "X-Trace": { required: true, schema: { type: "string" } },
                    "X-Lang": { schema: { type: "string" } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

/** Sends `options` to a server on 127.0.0.1 and returns what it received. */
async function send(options: Parameters<typeof toRequest>[0]): Promise<Received> {
  let received: Received | undefined;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
    const raw = await request.clone().text();
    received = {
      type: request.headers.get("content-type") ?? "",
      raw,
      form: [...await request.formData()],
    };
    return new Response(null, { status: 204 });
  });
  try {
    const url = new URL(options.url);
    const local = `http://127.0.0.1:${server.addr.port}${url.pathname}${url.search}`;
    const response = await fetch(toRequest({ ...options, url: local }));
    await response.body?.cancel();
  } finally {
    await server.shutdown();
  }
  return received!;
}

/** The parts of a raw body, split at the boundary its content-type gives. */
function rawParts({ type, raw }: Received): RawPart[] {
  const boundary = /;\s*boundary=(.+)$/.exec(type)![1];
  return raw.split(`--${boundary}`).slice(1, -1).map((chunk) => {
    const [head, ...body] = chunk.slice(2, -2).split("\r\n\r\n");
    return { head: head.split("\r\n"), body: body.join("\r\n\r\n") };
  });
}

const api = withRoutes(endpoint, UPLOADS);

/** Asserts an `INVALID_PARAMETER` error whose message holds each of `words`. */
function assertParameterError(fn: () => unknown, ...words: string[]): void {
  const { message } = assertEndpointError(fn, "INVALID_PARAMETER");
  for (const word of words) assert(message.includes(word), message);
}

Deno.test("a JSON part reaches the server with no file name and content-type application/json", async () => {
  const received = await send(api("POST /uploads", {
    id: 7,
    meta: { city: "Somewhere" },
    items: [{ n: 1 }, { n: 2 }],
    note: "hi",
    request: { partHeaders: { note: { "X-Trace": "t1" } } },
  }));
  assert.match(received.type, /^multipart\/form-data; boundary=/);
  const parts = rawParts(received);
  assert.deepEqual(parts.find((part) => part.body === '{"city":"Somewhere"}')!.head, [
    'Content-Disposition: form-data; name="meta"',
    "Content-Type: application/json",
  ]);
  // an array of objects is one JSON part per item (RFC 7578 section 4.3)
  assert.deepEqual(
    parts.filter((part) => part.head[0].includes('"items"')).map((part) => part.body),
    ['{"n":1}', '{"n":2}'],
  );
  // the server files them as fields, not uploads
  assert.deepEqual(received.form, [
    ["id", "7"],
    ["meta", '{"city":"Somewhere"}'],
    ["items", '{"n":1}'],
    ["items", '{"n":2}'],
    ["note", "hi"],
  ]);
});

Deno.test("an Encoding Object's headers go out with the part, from request.partHeaders", async () => {
  const parts = rawParts(
    await send(api("POST /uploads", {
      note: "hi",
      request: { partHeaders: { note: { "x-TRACE": "t1", "X-Lang": "en" } } },
    })),
  );
  assert.deepEqual(parts[0].head, [
    'Content-Disposition: form-data; name="note"',
    "Content-Type: text/plain",
    "x-trace: t1",
    "x-lang: en",
  ]);
  assert.equal(parts[0].body, "hi");
  // through .defaults(), merged per field with the call's
  const traced = api.defaults({ request: { partHeaders: { note: { "X-Trace": "t2" } } } });
  const fromDefaults = rawParts(await send(traced("POST /uploads", { note: "hi" })));
  assert.deepEqual(fromDefaults[0].head.slice(2), ["x-trace: t2"]);
});

Deno.test("a described part header that is required must be given, naming the field and header", () => {
  assertParameterError(() => api("POST /uploads", { note: "hi" }), '"note"', '"X-Trace"');
  // a field left out needs none
  assert.doesNotThrow(() => api("POST /uploads", { id: 1 }));
});

Deno.test("a part header value holding CR or LF is refused, naming the field, never the value", () => {
  for (const value of ["a\r\nx-evil: 1", "a\nb", "a\rb"]) {
    assertParameterError(
      () =>
        api("POST /uploads", {
          note: "hi",
          request: { partHeaders: { note: { "X-Trace": value } } },
        }),
      '"note"',
    );
    try {
      api("POST /uploads", {
        note: "hi",
        request: { partHeaders: { note: { "X-Trace": value } } },
      });
    } catch (error) {
      assert(!(error as Error).message.includes(value), (error as Error).message);
    }
  }
});

Deno.test("part headers refuse content-type, content-disposition and fields the body lacks", () => {
  const call = (partHeaders: unknown) => () =>
    api("POST /uploads", { note: "hi", request: { partHeaders } as never });
  assertParameterError(call({ note: { "X-Trace": "t", "Content-Type": "a/b" } }), "Content-Type");
  assertParameterError(
    call({ note: { "X-Trace": "t", "content-disposition": "x" } }),
    "content-disposition",
  );
  assertParameterError(call({ note: { "X-Trace": "t" }, other: { "X-A": "1" } }), '"other"');
  assertParameterError(call({ note: { "X-Trace": "t", "x-trace": "u" } }), "twice");
  assertParameterError(call({ note: "t" }), '"note"');
});

Deno.test("names and file names are escaped as the WHATWG encoding algorithm says", async () => {
  const received = await send(api("POST /uploads", {
    data: {
      'a"b\r\nc': "v",
      file: new File(["x"], 'my "cv"\n.pdf', { type: "application/pdf" }),
    },
  }));
  const parts = rawParts(received);
  assert.equal(parts[0].head[0], 'Content-Disposition: form-data; name="a%22b%0D%0Ac"');
  assert.deepEqual(parts[1].head, [
    'Content-Disposition: form-data; name="file"; filename="my %22cv%22%0A.pdf"',
    "Content-Type: application/pdf",
  ]);
});

Deno.test("a file part keeps its bytes, name and type; a nameless Blob is named blob", async () => {
  const bytes = new Uint8Array([0, 255, 13, 10, 45, 45]);
  const received = await send(api("POST /uploads", {
    data: {
      file: new File([bytes], "raw.bin", { type: "application/octet-stream" }),
      blob: new Blob(["plain"]),
    },
  }));
  const [file, blob] = received.form.map(([, value]) => value as File);
  assert.equal(file.name, "raw.bin");
  assert.equal(file.type, "application/octet-stream");
  assert.deepEqual(new Uint8Array(await file.arrayBuffer()), bytes);
  assert.equal(blob.name, "blob");
  assert.equal(await blob.text(), "plain");
  assert.deepEqual(rawParts(received)[1].head, [
    'Content-Disposition: form-data; name="blob"; filename="blob"',
    "Content-Type: application/octet-stream",
  ]);
});

Deno.test("compileRoutes() keeps each declared part header and whether it is required", () => {
  const table = compileRoutes({
    openapi: "3.0.3",
    components: { headers: { Trace: { required: true, schema: { type: "string" } } } },
    paths: {
      "/a": {
        post: {
          requestBody: {
            content: {
              "multipart/form-data": {
                encoding: {
                  meta: {
                    contentType: "application/json",
                    headers: {
                      "X-Trace": { $ref: "#/components/headers/Trace" },
                      "X-Lang": { schema: { type: "string" } },
                      "Content-Type": { required: true, schema: { type: "string" } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  });
  assert.deepEqual(table.routes["POST /a"].body!.content[0].encoding, {
    meta: {
      contentType: "application/json",
      headers: { "X-Trace": { required: true }, "X-Lang": {} },
    },
  });
});

Deno.test("withRoutes() refuses a table whose part headers are of another shape, naming the field", () => {
  const table = {
    routes: {
      "POST /a": {
        body: {
          content: [{
            type: "multipart/form-data",
            encoding: { meta: { headers: { "X-A": { required: "yes" } } } },
          }],
        },
      },
    },
  };
  assert.throws(
    () => withRoutes(endpoint, table as never),
    (error: unknown) =>
      error instanceof EndpointError && error.code === "INVALID_ROUTE" &&
      error.message.includes('encoding["meta"].headers["X-A"]'),
  );
});

Deno.test("request.partHeaders merge header by header over .defaults()", () => {
  const traced = api.defaults({
    request: { partHeaders: { note: { "X-Trace": "from defaults" }, meta: { "X-A": "a" } } },
  });
  const { parts } = traced("POST /uploads", {
    meta: {},
    note: "hi",
    request: { partHeaders: { meta: { "X-B": "b" }, note: { "X-Trace": "from the call" } } },
  }).body as MultipartBody;
  assert.deepEqual(parts.map((part) => part.headers), [
    { "content-type": "application/json", "x-a": "a", "x-b": "b" },
    { "content-type": "text/plain", "x-trace": "from the call" },
  ]);
  assertParameterError(
    () => api("POST /uploads", { note: "hi", request: { partHeaders: "x" as never } }),
    "request.partHeaders",
  );
});

Deno.test("new MultipartBody() copies its parts, frozen, and refuses what no part can hold", async () => {
  const given = [{ name: "a", headers: { "X-A": "1" }, value: "v" }];
  const body = new MultipartBody(given);
  assert.deepEqual(given, [{ name: "a", headers: { "X-A": "1" }, value: "v" }]);
  assert.deepEqual(body.parts, [{ name: "a", headers: { "x-a": "1" }, value: "v" }]);
  assert(Object.isFrozen(body.parts) && Object.isFrozen(body.parts[0].headers));
  const boundary = /boundary=(.+)$/.exec(body.type)![1];
  assert.equal(
    await body.text(),
    `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\nx-a: 1\r\n\r\nv\r\n` +
      `--${boundary}--\r\n`,
  );
  const refused: [unknown, string][] = [
    ["not a list", "list of parts"],
    [[{ name: "a", headers: { "bad name": "1" }, value: "v" }], "not a token"],
    [[{ name: "a", headers: { "Content-Disposition": "x" }, value: "v" }], "content-disposition"],
    [[{ name: "a", headers: { "X-A": "1", "x-a": "2" }, value: "v" }], "twice"],
    [[{ name: "a", headers: { "X-A": 1 }, value: "v" }], "not a string"],
    [[{ name: "a", headers: {}, value: 1 }], "neither a string nor a Blob"],
    [[{ name: "a", headers: { "X-A": "1\r\nX-B: 2" }, value: "v" }], "line break"],
  ];
  for (const [parts, words] of refused) {
    assertParameterError(() => new MultipartBody(parts as never), words);
  }
});

Deno.test("a multipart body's boundary is in none of its texts", () => {
  // every text holds the boundary's fixed start: only a fresh random tail can be the boundary
  const texts = ["----x-endpoint-", "--", "\r\n"];
  for (let i = 0; i < 50; i++) {
    const body = multipartBody({ a: texts, [texts[0]]: "x" });
    const boundary = /boundary=(.+)$/.exec(body.type)![1];
    assert.match(boundary, /^----x-endpoint-[0-9a-f]{32}$/);
    for (const part of body.parts) assert(!(part.value as string).includes(boundary));
  }
});

/** A multipart operation whose `filter` field has an Encoding Object `style: deepObject`. */
const styledUploads = (openapi: string) =>
  withRoutes(
    endpoint,
    compileRoutes({
      openapi,
      servers: [{ url: "https://uploads.example.com" }],
      paths: {
        "/search": {
          post: {
            requestBody: {
              content: {
                "multipart/form-data": {
                  schema: {
                    type: "object",
                    properties: { filter: { type: "object" }, q: { type: "string" } },
                  },
                  encoding: { filter: { style: "deepObject", explode: true } },
                },
              },
            },
          },
        },
      },
    }),
  );

Deno.test("OpenAPI 3.1 writes a multipart field in its Encoding Object's style; 3.0 ignores it", async () => {
  const values = { filter: { status: "open", label: "a b&c" }, q: "x" };
  const styled = await send(styledUploads("3.1.0")("POST /search", values));
  assert.deepEqual(styled.form, [
    ["filter[status]", "open"],
    ["filter[label]", "a b&c"],
    ["q", "x"],
  ]);
  const plain = await send(styledUploads("3.0.3")("POST /search", values));
  assert.deepEqual(plain.form, [
    ["filter", '{"status":"open","label":"a b&c"}'],
    ["q", "x"],
  ]);
  assert.match(rawParts(plain)[0].head[1], /^Content-Type: application\/json$/);
});
