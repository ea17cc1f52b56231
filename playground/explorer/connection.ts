/**
 * How the page reaches a loaded API: the server picked for it (reset when another API is
 * loaded), the options that choice adds, and what the Send block and the snippets need for the
 * operation's security schemes.
 *
 * @module
 */
import { useState } from "preact/hooks";
import type { Server } from "../../src/openapi/mod.ts";
import { evaluate } from "../editor/evaluate.ts";
import type { PlaygroundState } from "../editor/state.ts";
import {
  type NamedScheme,
  operationRequirements,
  requiredSchemes,
  typedCredentials,
} from "../send/scheme_credentials.ts";
import type { DescribedSend } from "../send/send_panel.tsx";
import { schemeCredentials } from "../snippets/scheme_credentials.ts";
import type { Credential } from "../snippets/snippet_request.ts";
import type { DescribedApi } from "./described_api.ts";
import {
  chosenServerUrl,
  FIRST_SERVER,
  fittingChoice,
  operationServers,
  type ServerChoice,
  serverDefaults,
} from "./servers.ts";

/** A loaded API as the page reaches it. */
export interface Connection {
  /** The operation's servers. */
  servers: Server[];
  /** The picker's choice, fitting them. */
  choice: ServerChoice;
  /** Changes the choice. */
  setChoice: (choice: ServerChoice) => void;
  /** The options the choice adds (`evaluate()`'s `server`). */
  options: Record<string, unknown>;
  /** What the Send block needs. */
  send: DescribedSend;
  /** The snippets' credentials: the requirement Send would use, read at each call. */
  credentials?: () => Credential[];
}

/** The origin of a URL, if it is an absolute http(s) one. */
function originOf(url: string): string[] {
  if (!/^https?:\/\//i.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The first requirement whose schemes all have a value typed, else the first. */
function usedRequirement(
  api: string,
  requirements: NamedScheme[][],
): NamedScheme[] {
  return requirements.find((r) => Object.keys(typedCredentials(api, r)).length === r.length) ??
    requirements[0] ?? [];
}

/**
 * The connection to the loaded API, for the operation the route names.
 *
 * @param api The loaded API, or `undefined` under GitHub's.
 * @param state The page's state.
 * @returns The connection, or `undefined` under GitHub's API.
 */
export function useConnection(
  api: DescribedApi | undefined,
  state: PlaygroundState,
): Connection | undefined {
  // The choice is the API's: another API starts from its own first server.
  const [picked, setPicked] = useState({ api, choice: FIRST_SERVER });
  if (api === undefined) return undefined;
  const setChoice = (choice: ServerChoice) => setPicked({ api, choice });
  const servers = operationServers(api.routes, state.route);
  const choice = fittingChoice(
    servers,
    picked.api === api ? picked.choice : FIRST_SERVER,
  );
  const options = serverDefaults(servers, choice);
  const requirements = operationRequirements(api.routes, state.route);
  const send: DescribedSend = {
    api: api.title,
    schemes: requiredSchemes(requirements),
    server: {
      origins: originOf(chosenServerUrl(servers, choice)),
      what: "the server chosen for this API",
    },
    place: (credentials) => {
      const request = {
        ...(options.request as object | undefined),
        credentials,
      };
      const placed = evaluate(state, api.endpoint, { ...options, request }, api);
      return placed.result && !placed.error
        ? placed.result
        : { error: placed.error?.message ?? "No request" };
    },
  };
  return {
    servers,
    choice,
    setChoice,
    options,
    send,
    // Without schemes, the snippets carry the token field's `authorization`, as GitHub's do.
    credentials: requirements.length === 0
      ? undefined
      : () => schemeCredentials(usedRequirement(api.title, requirements)),
  };
}
