/**
 * The mix as it is timed: the calls of `bench/_mix.ts` on which ours and `@octokit/endpoint` build
 * the same request (url, headers but the user-agent, body; method case aside). A call on which they
 * differ is left out only when it hits a difference docs/behaviour.md section 9 lists, and counted
 * under that row; any other difference is an error, and the bench fails before timing anything.
 *
 * @module
 */
import { endpoint as ours } from "@x/endpoint";
import { endpoint as octokit } from "@octokit/endpoint";
import { assertSameRequest, type RequestLike } from "./_agree.ts";
import type { AnyLibrary } from "./_calls.ts";
import {
  layered,
  MIX_DRAWS,
  MIX_SIZE,
  type MixCall,
  mixCalls,
  type MixOptions,
  prepareCall,
} from "./_mix.ts";

/** The agreed mix, each call ready to time on both libraries (same index, same call). */
export interface AgreedMix {
  calls: MixCall[];
  ours: (() => RequestLike)[];
  octokit: (() => RequestLike)[];
  /** How many distinct routes the calls use. */
  routes: number;
  /** The calls left out, by the row of docs/behaviour.md section 9 they hit. */
  leftOut: Record<string, number>;
}

/** How many calls are drawn, so that {@linkcode MIX_SIZE} remain after the left-out ones. */
const DRAWN = MIX_SIZE + 200;

/** The row of docs/behaviour.md section 9 a call hits, if any. */
export function documentedDifference(call: MixCall): string | undefined {
  const given = new Map(call.entries);
  const previews = (given.get("mediaType") as { previews?: unknown[] } | undefined)?.previews;
  if (previews?.length && !call.url.endsWith("/graphql")) return "previews";
  for (const [, names] of call.url.matchAll(/\{\?([^}]+)\}/g)) {
    if (names.split(",").some((name) => !given.has(name))) return "undefined vars in `{?a,b}`";
  }
  return undefined;
}

/**
 * Builds the mix drawn with `draw`, checks every call against octokit, and keeps
 * {@linkcode MIX_SIZE} of them.
 */
export function agreedMix(options: MixOptions = {}, draw: number = MIX_DRAWS[0]): AgreedMix {
  const libraries = [ours, octokit].map((l) => layered(l as unknown as AnyLibrary));
  const mix: AgreedMix = { calls: [], ours: [], octokit: [], routes: 0, leftOut: {} };
  for (const [i, call] of mixCalls(DRAWN, options, draw).entries()) {
    if (mix.calls.length === MIX_SIZE) break;
    const [mine, theirs] = libraries.map((layers) => prepareCall(layers, call));
    const label = `mix call ${i}, ${call.style} ${call.method} ${call.url}`;
    try {
      assertSameRequest(label, mine(), theirs(), { ignoreUserAgent: true });
    } catch (error) {
      const row = documentedDifference(call);
      if (row === undefined) throw error;
      mix.leftOut[row] = (mix.leftOut[row] ?? 0) + 1;
      continue;
    }
    mix.calls.push(call);
    mix.ours.push(mine);
    mix.octokit.push(theirs);
  }
  if (mix.calls.length < MIX_SIZE) throw new Error(`Only ${mix.calls.length} calls agree`);
  mix.routes = new Set(mix.calls.map((c) => `${c.method} ${c.url}`)).size;
  return mix;
}
