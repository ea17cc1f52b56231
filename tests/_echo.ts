/**
 * An echo server on 127.0.0.1 for the tests that send requests with real clients: it answers
 * every request with what it received, so a test compares what arrived with what
 * `toRequest(options)` describes.
 *
 * @module
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type RequestOptions, toRequest } from "../mod.ts";

/** What reached the server, or what a request describes. */
export interface Arrival {
  /** The method as sent. */
  method: string;
  /** The path and query (a proxy's absolute-form target is cut to its path). */
  path: string;
  /** The headers, names lowercase. */
  headers: Record<string, string | string[] | undefined>;
  /** The body bytes, in hex. */
  body: string;
}

/** How the server answers, beyond echoing. */
export interface EchoOptions {
  /** Answer with CORS headers (and preflights), so that a page on another origin may read. */
  cors?: boolean;
  /** The status to answer a path with; 200 when absent. */
  status?: (path: string) => number;
}

/** A running echo server. */
export interface EchoServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Every request that arrived, in order (preflights excluded). */
  arrivals: Arrival[];
  /** Stops the server. */
  close: () => Promise<void>;
}

/** The rate-limit headers the server sends, as GitHub does. */
export const RATE_LIMIT_HEADERS: Record<string, string> = {
  "x-ratelimit-limit": "60",
  "x-ratelimit-remaining": "59",
  "x-ratelimit-reset": "1700000000",
};

/** Bytes as hex. */
export const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

function corsHeaders(request: http.IncomingMessage): Record<string, string> {
  return {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE",
    "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "",
    "access-control-expose-headers": Object.keys(RATE_LIMIT_HEADERS).join(", "),
  };
}

/** Starts an echo server on a free 127.0.0.1 port. */
export async function echoServer(
  options: EchoOptions = {},
): Promise<EchoServer> {
  const arrivals: Arrival[] = [];
  const server = http.createServer((request, response) => {
    const cors = options.cors ? corsHeaders(request) : {};
    if (options.cors && request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    const chunks: Uint8Array[] = [];
    request.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    request.on("end", () => {
      const target = request.url ?? "";
      const url = new URL(target, "http://origin.invalid");
      const arrival: Arrival = {
        method: request.method ?? "",
        path: target.startsWith("/") ? target : url.pathname + url.search,
        headers: request.headers,
        body: hex(new Uint8Array(Buffer.concat(chunks))),
      };
      arrivals.push(arrival);
      const status = options.status?.(arrival.path) ?? 200;
      response.writeHead(status, {
        ...cors,
        ...RATE_LIMIT_HEADERS,
        "content-type": "application/json",
      });
      response.end(JSON.stringify(arrival));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    arrivals,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What `toRequest(options)` describes, as the server would see it. */
export async function described(options: RequestOptions): Promise<Arrival> {
  const request = toRequest(options);
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    body: hex(new Uint8Array(await request.arrayBuffer())),
  };
}

/**
 * Throws unless `arrival` is what `options` describe: method, path, body bytes, and the headers
 * named (every described header when none are named), as described.
 *
 * @param arrival What reached the server, if anything.
 * @param options The request options sent.
 * @param names The headers to compare.
 */
export async function assertArrived(
  arrival: Arrival | undefined,
  options: RequestOptions,
  names?: string[],
): Promise<void> {
  assert.ok(arrival, "the request arrived");
  const expected = await described(options);
  assert.equal(arrival.method, expected.method);
  assert.equal(arrival.path, expected.path);
  assert.equal(arrival.body, expected.body);
  for (const name of names ?? Object.keys(expected.headers)) {
    assert.equal(arrival.headers[name], expected.headers[name], `header ${name}`);
  }
}
