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
import { CallGenerator } from "./_generate.ts";
import { type Json, operations } from "./_operations.ts";
import { differences } from "./_readback.ts";
import { type Answer, startValidatorServer } from "./_validator_server.ts";

/** A request builder: `endpoint`, or `withRoutes(endpoint, table)`. */
export type Builder = (route: string, options: Record<string, unknown>) => RequestOptions;

/** What happened to one operation. */
export interface Outcome {
  route: string;
  /** Empty when the validator accepted the request and every value came back as sent. */
  problems: string[];
}

const BATCH = 16;

async function send(builder: Builder, origin: string, route: string, options: Json) {
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
  const response = await fetch(request);
  // a HEAD answer has no body: the server sends what it read in a header
  const answer =
    (built.method === "head"
      ? JSON.parse(decodeURIComponent(response.headers.get("x-echo") ?? "%7B%7D"))
      : await response.json()) as Answer;
  if (answer.status !== 200 || !("echo" in answer)) {
    const { message, errors } = answer as { message: string; errors: unknown };
    return { problem: `${answer.status} ${message} ${JSON.stringify(errors)} (sent ${local})` };
  }
  return { echo: answer.echo, sent: local };
}

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
  const server = await startValidatorServer(document);
  try {
    const generator = new CallGenerator(document, start);
    const all = operations(document);
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
          const result = await send(builder, server.origin, call.route, call.options);
          const problems = result.problem
            ? [result.problem]
            : differences(result.echo!, call.expected).map((line) =>
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
