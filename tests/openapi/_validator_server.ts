/**
 * A real server-side reader for the validator suite: an Express app on 127.0.0.1 (a free port)
 * with `express-openapi-validator` loaded with an OpenAPI description (requests validated,
 * responses not; `_validator_description.ts` says what it is given), which answers every request
 * it accepts with what it read: the path parameters, the query, the headers and cookies as the validator parsed them, the body, the
 * uploaded files. A request the validator rejects is answered with its status and errors.
 *
 * It runs inside the test's own process (Deno's Node compatibility), so each test file starts
 * its own servers and files stay independent when `task test` runs them in parallel.
 *
 * @module
 */
import express from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { AddressInfo } from "node:net";
import { forValidator } from "./_validator_description.ts";

/** The validator's options (its package exports no name for them). */
type ValidatorOptions = Parameters<typeof OpenApiValidator.middleware>[0];

/** The parts of Express's request this file reads (Express ships no types). */
interface Request {
  method: string;
  headers: Record<string, string | undefined>;
  body?: unknown;
  query?: unknown;
  files?: unknown;
  cookies?: Record<string, string>;
  /** What the body parsers read, before the validator filled in schema defaults. */
  bodyAsRead?: unknown;
  /** Set by the validator on a request it matched to an operation. */
  openapi?: { pathParams?: Record<string, unknown> };
}

/** The parts of Express's response this file uses. */
interface Response {
  status(code: number): Response;
  set(name: string, value: string): Response;
  json(body: unknown): void;
}

type Next = (error?: unknown) => void;

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
  /** The body as the body parsers read it: JSON, form fields, text, or `{ base64 }` for bytes. */
  body: unknown;
  /** The form or multipart fields as the validator parsed and coerced them. */
  fields: unknown;
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

function echo(req: Request): Echo {
  const uploaded = (req.files ?? []) as {
    fieldname: string;
    originalname: string;
    mimetype: string;
    buffer: Uint8Array;
  }[];
  // What the body parsers read, before the validator filled in schema defaults.
  const read = req.bodyAsRead ?? req.body;
  const body: unknown = read instanceof Uint8Array
    ? { base64: btoa(String.fromCharCode(...read)) }
    : read;
  return {
    // The validator's own reading: Express gives a catch-all handler no path parameters.
    params: { ...req.openapi?.pathParams },
    query: { ...req.query as Record<string, unknown> },
    headers: { ...req.headers },
    cookies: req.cookies ?? {},
    contentType: req.headers["content-type"],
    body,
    fields: req.body,
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
  options: Partial<ValidatorOptions> = {},
): Promise<ValidatorServer> {
  const app = express();
  app.use((req: Request, _res: Response, next: Next) => {
    req.cookies = parseCookies(req.headers.cookie);
    next();
  });
  // any JSON text, a string too (a JSON body may be one)
  app.use(
    express.json({
      type: ["application/json", "application/*+json"],
      limit: "10mb",
      strict: false,
    }),
  );
  app.use(express.urlencoded({ extended: true, limit: "10mb" }));
  app.use(express.text({ type: ["text/*", "application/xml"], limit: "10mb" }));
  // Any other body as bytes, but multipart, which the validator's own upload handler reads.
  app.use(
    express.raw({
      type: (req: Request) => !/^multipart\//i.test(req.headers["content-type"] ?? ""),
      limit: "10mb",
    }),
  );
  app.use((req: Request, _res: Response, next: Next) => {
    req.bodyAsRead = structuredClone(req.body);
    next();
  });
  const { apiSpec, formats } = forValidator(document);
  const validator = (validateRequests: ValidatorOptions["validateRequests"]) => {
    const router = express.Router();
    router.use(OpenApiValidator.middleware({
      apiSpec: structuredClone(apiSpec) as ValidatorOptions["apiSpec"],
      formats,
      validateRequests,
      validateResponses: false,
      validateSecurity: false,
      validateApiSpec: false,
      fileUploader: { limits: { fileSize: 10_000_000 } },
      ...options,
    }));
    return router;
  };
  // Form and multipart fields are text: that validator coerces them to the schema's types, as
  // every validator does for parameters ("array" reads one field as an array of one). A JSON
  // body is checked as it is: coerced, a string could pass for a number, or match two branches
  // of a oneOf.
  const forJson = validator(true);
  const forForms = validator({ coerceTypes: "array" });
  app.use((req: Request, res: Response, next: Next) => {
    const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i
      .test(req.headers["content-type"] ?? "");
    (form ? forForms : forJson)(req, res, next);
  });
  app.use((req: Request, res: Response) => {
    // The validator lets a request outside the description's base path through unchecked.
    if (!req.openapi) {
      res.status(404).json({ status: 404, message: "not described", errors: null });
    } else {
      const answer = { status: 200, echo: echo(req) } satisfies Answer;
      // a HEAD answer has no body: what was read goes in a header
      if (req.method === "HEAD") res.set("x-echo", encodeURIComponent(JSON.stringify(answer)));
      res.json(answer);
    }
  });
  app.use(
    (
      error: { status?: number; message?: string; errors?: unknown },
      req: Request,
      res: Response,
      _next: Next,
    ) => {
      const answer = {
        status: error.status ?? 500,
        message: error.message ?? String(error),
        errors: error.errors ?? null,
      } satisfies Answer;
      if (req.method === "HEAD") res.set("x-echo", encodeURIComponent(JSON.stringify(answer)));
      res.status(error.status ?? 500).json(answer);
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
        server.close((error?: Error) => error ? reject(error) : resolve());
      }),
  };
}
