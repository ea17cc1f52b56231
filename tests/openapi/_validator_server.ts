/**
 * A real server-side reader for the validator suite: an Express app on 127.0.0.1 (a free port)
 * with `express-openapi-validator` loaded with an OpenAPI description (requests validated,
 * responses not), which answers every request it accepts with what it read: the path
 * parameters, the query, the headers and cookies as the validator parsed them, the body, the
 * uploaded files. A request the validator rejects is answered with its status and errors.
 *
 * It runs inside the test's own process (Deno's Node compatibility), so each test file starts
 * its own servers and files stay independent when `task test` runs them in parallel.
 *
 * @module
 */
import express from "express";
import type { NextFunction, Request, Response } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { OpenApiValidatorOpts } from "express-openapi-validator";
import type { AddressInfo } from "node:net";

/** What the server read from one accepted request. */
export interface Echo {
  /** The path parameters, as the validator parsed and coerced them. */
  params: Record<string, unknown>;
  /** The query parameters, as the validator parsed and coerced them. */
  query: Record<string, unknown>;
  /** The request headers (lower-case names). */
  headers: Record<string, unknown>;
  /** The cookies, decoded as `cookie-parser` decodes them. */
  cookies: Record<string, string>;
  /** The content type the request was sent with. */
  contentType?: string;
  /** The body: parsed JSON, form fields, text, or `{ base64 }` for other bytes. */
  body: unknown;
  /** The uploaded files of a multipart body. */
  files: { field: string; name: string; type: string; base64: string }[];
}

/** What the server answers: 200 with an {@linkcode Echo}, or the validator's rejection. */
export type Answer =
  | { status: 200; echo: Echo }
  | { status: number; message: string; errors: unknown };

/** A running validator server. */
export interface ValidatorServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Stops the server. */
  close(): Promise<void>;
}

/** Cookies as `cookie-parser` reads them: `name=value` pairs, values percent-decoded. */
function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header?.split(/;\s*/) ?? []) {
    const cut = pair.indexOf("=");
    if (cut <= 0) continue;
    const value = pair.slice(cut + 1);
    try {
      cookies[pair.slice(0, cut)] = decodeURIComponent(value);
    } catch {
      cookies[pair.slice(0, cut)] = value;
    }
  }
  return cookies;
}

/** The formats the validator (ajv-formats and its own) checks; others it ignores with a warning. */
const KNOWN_FORMATS = new Set(
  ("date time date-time iso-time iso-date-time duration uri uri-reference uri-template url " +
    "email hostname ipv4 ipv6 regex uuid json-pointer json-pointer-uri-fragment " +
    "relative-json-pointer byte int32 int64 float double password binary").split(" "),
);

/** Every internal `$ref` under `node`. */
function refs(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refs(item, found));
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.add(value);
      else refs(value, found);
    }
  }
  return found;
}

/** Leaves out the examples of an operation's (or path item's) parameters and request body. */
function withoutExamples(operation: Record<string, unknown>): void {
  const body = operation.requestBody as { content?: Record<string, Record<string, unknown>> };
  const objects = [
    ...(operation.parameters as Record<string, unknown>[] | undefined ?? []),
    ...Object.values(body?.content ?? {}),
  ];
  for (const object of objects) {
    delete object.examples;
    delete object.example;
  }
}

/**
 * Leaves out what request validation never reads: the operations' responses, the webhooks, the
 * extensions of the document, its paths and operations, the examples, and the component
 * schemas that only responses refer to. The validator embeds the whole document in every schema
 * it compiles (one per operation), so with GitHub's 13 MB each operation took most of a second.
 */
function requestsOnly(document: Record<string, unknown>): void {
  const withoutExtensions = (object: Record<string, unknown>) => {
    for (const key of Object.keys(object)) if (key.startsWith("x-")) delete object[key];
  };
  for (const item of Object.values(document.paths as Record<string, Record<string, unknown>>)) {
    withoutExtensions(item);
    for (const operation of Object.values(item)) {
      if (operation !== null && typeof operation === "object" && !Array.isArray(operation)) {
        delete (operation as Record<string, unknown>).responses;
        withoutExtensions(operation as Record<string, unknown>);
        withoutExamples(operation as Record<string, unknown>);
      }
    }
    withoutExamples(item);
  }
  for (const key of Object.keys(document)) {
    if (!["openapi", "info", "servers", "paths", "components", "security"].includes(key)) {
      delete document[key]; // webhooks, x-webhooks, tags…
    }
  }
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  for (const docsOnly of ["responses", "examples", "headers", "links", "callbacks"]) {
    delete components[docsOnly];
  }
  withoutExamples({ parameters: Object.values(components.parameters ?? {}) });
  for (const body of Object.values(components.requestBodies ?? {})) {
    withoutExamples({ requestBody: body });
  }
  const schemas = components.schemas ?? {};
  const reached = new Set<string>();
  const pending = [...refs({ ...document, components: { ...components, schemas: {} } })];
  while (pending.length > 0) {
    const ref = pending.pop()!;
    const name = /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
    if (name === undefined || reached.has(name)) continue;
    reached.add(name);
    pending.push(...refs(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * The description as the validator can load it: a copy where `nullable` without a `type` is
 * left out (ajv throws `"nullable" cannot be used without "type"` for the whole document, while
 * OpenAPI 3.0.3 says such a `nullable` has no effect; 3.1 has no `nullable` at all), without what
 * only responses use, and with the formats the validator does not know, which it would ignore
 * anyway, named so that it does not print a warning for each.
 */
export function forValidator(
  document: Record<string, unknown>,
): { apiSpec: Record<string, unknown>; formats: Record<string, true> } {
  const apiSpec = structuredClone(document);
  requestsOnly(apiSpec);
  const formats: Record<string, true> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== "object") return;
    const object = node as Record<string, unknown>;
    if (typeof object.nullable === "boolean" && object.type === undefined) delete object.nullable;
    if (typeof object.format === "string" && !KNOWN_FORMATS.has(object.format)) {
      formats[object.format] = true;
    }
    Object.values(object).forEach(visit);
  };
  visit(apiSpec);
  return { apiSpec, formats };
}

function echo(req: Request): Echo {
  const uploaded = (req.files ?? []) as {
    fieldname: string;
    originalname: string;
    mimetype: string;
    buffer: Uint8Array;
  }[];
  // What the body parsers read, before the validator filled in schema defaults.
  const read = (req as Request & { bodyAsRead?: unknown }).bodyAsRead ?? req.body;
  const body: unknown = read instanceof Uint8Array
    ? { base64: btoa(String.fromCharCode(...read)) }
    : read;
  return {
    // The validator's own reading: Express gives a catch-all handler no path parameters.
    params: { ...(req as Request & { openapi?: { pathParams?: object } }).openapi?.pathParams },
    query: { ...req.query as Record<string, unknown> },
    headers: { ...req.headers },
    cookies: (req as Request & { cookies: Record<string, string> }).cookies,
    contentType: req.headers["content-type"],
    body,
    files: uploaded.map((file) => ({
      field: file.fieldname,
      name: file.originalname,
      type: file.mimetype,
      base64: btoa(String.fromCharCode(...file.buffer)),
    })),
  };
}

/**
 * Starts an Express app that validates requests against `document` and echoes what it read.
 *
 * @param document The OpenAPI description (not changed; the validator gets a copy).
 * @param options More `express-openapi-validator` options.
 * @returns The running server.
 */
export async function startValidatorServer(
  document: Record<string, unknown>,
  options: Partial<OpenApiValidatorOpts> = {},
): Promise<ValidatorServer> {
  const app = express();
  app.use((req, _res, next) => {
    (req as Request & { cookies: unknown }).cookies = parseCookies(req.headers.cookie);
    next();
  });
  app.use(express.json({ type: ["application/json", "application/*+json"], limit: "10mb" }));
  app.use(express.urlencoded({ extended: true, limit: "10mb" }));
  app.use(express.text({ type: ["text/*", "application/xml"], limit: "10mb" }));
  // Any other body as bytes, but multipart, which the validator's own upload handler reads.
  app.use(
    express.raw({
      type: (req) => !/^multipart\//i.test(req.headers["content-type"] ?? ""),
      limit: "10mb",
    }),
  );
  app.use((req, _res, next) => {
    (req as Request & { bodyAsRead?: unknown }).bodyAsRead = structuredClone(req.body);
    next();
  });
  const { apiSpec, formats } = forValidator(document);
  app.use(OpenApiValidator.middleware({
    apiSpec: apiSpec as OpenApiValidatorOpts["apiSpec"],
    formats,
    validateRequests: true,
    validateResponses: false,
    validateSecurity: false,
    validateApiSpec: false,
    fileUploader: { limits: { fileSize: 10_000_000 } },
    ...options,
  }));
  app.use((req: Request, res: Response) => {
    // The validator lets a request outside the description's base path through unchecked.
    if (!(req as Request & { openapi?: unknown }).openapi) {
      res.status(404).json({ status: 404, message: "not described", errors: null });
    } else {
      res.json({ status: 200, echo: echo(req) } satisfies Answer);
    }
  });
  app.use(
    (
      error: { status?: number; message?: string; errors?: unknown },
      _req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      res.status(error.status ?? 500).json(
        {
          status: error.status ?? 500,
          message: error.message ?? String(error),
          errors: error.errors ?? null,
        } satisfies Answer,
      );
    },
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => error ? reject(error) : resolve());
      }),
  };
}
