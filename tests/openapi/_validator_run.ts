/**
 * Runs every operation of one description through a request builder and the validator server:
 * generates the call, builds it, sends it with `fetch(toRequest(o))` to the local server (the
 * built URL's origin replaced, its path kept), and reports what was rejected or read back
 * differently. Requests go out a batch at a time.
 *
 * @module
 */
import { toRequest } from "@x/endpoint";
import type { RequestOptions } from "../../src/types.ts";
import { type Call, CallGenerator } from "./_generate.ts";
import { type Json, type Operation, operations } from "./_operations.ts";
import { differences } from "./_readback.ts";
import { type Answer, type Echo, startValidatorServer } from "./_validator_server.ts";

/** A request builder: `endpoint`, or `withRoutes(endpoint, table)`. */
export type Builder = (route: string, options: Record<string, unknown>) => RequestOptions;

/** What happened to one operation. */
export interface Outcome {
  route: string;
  /** Empty when the validator accepted the request and every value came back as sent. */
  problems: string[];
}

const BATCH = 16;

async function send(
  builder: Builder,
  origin: string,
  route: string,
  options: Json,
): Promise<Sent> {
  let built: RequestOptions;
  try {
    built = builder(route, options);
  } catch (error) {
    return { problem: `the builder threw ${error}` };
  }
  const url = new URL(built.url);
  const local = `${origin}${url.pathname}${url.search}`;
  let request: Request;
  try {
    request = toRequest({ ...built, url: local });
  } catch (error) {
    return { problem: `toRequest() threw ${error}` };
  }
  return await readAnswer(await fetch(request), built.method, local);
}

/**
 * What the validator server answered to a request: its rejection, or what it read.
 *
 * @param response The server's response.
 * @param method The request's method.
 * @param sent The URL the request was sent to, for the message.
 * @returns The rejection as a problem, or the echo.
 */
export async function readAnswer(
  response: Response,
  method: string,
  sent: string,
): Promise<Sent> {
  // a HEAD answer has no body: the server sends what it read in a header
  const answer =
    (method.toLowerCase() === "head"
      ? JSON.parse(decodeURIComponent(response.headers.get("x-echo") ?? "%7B%7D"))
      : await response.json()) as Answer;
  if (answer.status !== 200 || !("echo" in answer)) {
    const { message, errors } = answer as { message: string; errors: unknown };
    return { problem: `${answer.status} ${message} ${JSON.stringify(errors)} (sent ${sent})` };
  }
  return { echo: answer.echo, sent };
}

/** What one request came to: the server's rejection or a failure before it, or what it read. */
export type Sent = { problem: string } | { problem?: undefined; echo: Echo; sent: string };

/** Sends one generated call to the validator server at `origin`, built in its own way. */
export type Sender = (operation: Operation, call: Call, origin: string) => Promise<Sent>;

/**
 * Runs every operation of a description.
 *
 * @param document The description (not changed).
 * @param builder Builds a call's request options.
 * @param start The number that fixes the suite's pseudo-random values.
 * @returns One outcome per operation, in the description's order.
 */
export async function runOperations(
  document: Json,
  builder: Builder,
  start: number,
): Promise<Outcome[]> {
  return await runCalls(
    document,
    (_, call, origin) => send(builder, origin, call.route, call.options),
    start,
  );
}

/**
 * Runs operations of a description with any sender, each call generated as
 * {@linkcode runOperations} generates it (its values depend only on `start` and the route).
 *
 * @param document The description (not changed).
 * @param sender Builds and sends a generated call.
 * @param start The number that fixes the suite's pseudo-random values.
 * @param routes The routes to run; all when left out.
 * @returns One outcome per operation run, in the description's order.
 */
export async function runCalls(
  document: Json,
  sender: Sender,
  start: number,
  routes?: Set<string>,
): Promise<Outcome[]> {
  const server = await startValidatorServer(document);
  try {
    const generator = new CallGenerator(document, start);
    const all = operations(document).filter((o) => routes?.has(o.route) ?? true);
    const outcomes: Outcome[] = [];
    for (let start = 0; start < all.length; start += BATCH) {
      const batch = all.slice(start, start + BATCH);
      outcomes.push(
        ...await Promise.all(batch.map(async (operation) => {
          let call;
          try {
            call = await generator.call(operation);
          } catch (error) {
            return { route: operation.route, problems: [`generator: ${error}`] };
          }
          const result = await sender(operation, call, server.origin);
          const problems = result.problem !== undefined
            ? [result.problem]
            : differences(result.echo, call.expected).map((line) =>
              `${line} (sent ${result.sent})`
            );
          return { route: operation.route, problems };
        })),
      );
    }
    return outcomes;
  } finally {
    await server.close();
  }
}

/** A run's outcomes against its exclusions, as the validator suites assert them. */
export interface Tally {
  /** Every route the run called. */
  routes: Set<string>;
  /** The routes accepted and read back. */
  passing: Set<string>;
  /** `route: problems` for each route that failed and is not excluded. */
  failing: string[];
}

/** Sorts a run's outcomes: the routes called, those that passed, those failing unexcluded. */
export function tally(outcomes: Outcome[], excluded: Record<string, string>): Tally {
  return {
    routes: new Set(outcomes.map((outcome) => outcome.route)),
    passing: new Set(outcomes.filter((o) => o.problems.length === 0).map((o) => o.route)),
    failing: outcomes.filter((o) => o.problems.length > 0 && !(o.route in excluded))
      .map((o) => `${o.route}: ${o.problems.join("; ")}`),
  };
}
