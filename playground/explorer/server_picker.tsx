/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **Server** block of a loaded API: the servers its description names for the operation (a
 * placeholder host shown as one), each variable as a choice of its `enum` or a text box (its
 * default preselected), and a server of the person's own, as `.defaults({ baseUrl })` gives one.
 *
 * @module
 */
import type { JSX } from "preact";
import type { Server } from "../../src/openapi/mod.ts";
import {
  CUSTOM_SERVER,
  isPlaceholderServer,
  isRelativeServer,
  type ServerChoice,
  variableValue,
} from "./servers.ts";

/** Props of {@linkcode ServerPicker}. */
export interface ServerPickerProps {
  /** The operation's servers. */
  servers: readonly Server[];
  /** The choice (fitting the servers). */
  choice: ServerChoice;
  /** Called with the new choice. */
  onChoice: (choice: ServerChoice) => void;
}

/** A server as the menu names it. */
function serverLabel(server: Server): string {
  if (isPlaceholderServer(server.url)) {
    return `${server.url} (a placeholder, not a real host)`;
  }
  if (isRelativeServer(server.url)) {
    return `${server.url} (relative, with no address to resolve)`;
  }
  return server.url;
}

/** The fields of the chosen server's variables. */
function VariableFields(
  props: {
    server: Server;
    choice: ServerChoice;
    onChoice: (c: ServerChoice) => void;
  },
): JSX.Element {
  const { server, choice } = props;
  const set = (name: string, value: string) =>
    props.onChoice({
      ...choice,
      variables: { ...choice.variables, [name]: value },
    });
  return (
    <>
      {Object.entries(server.variables ?? {}).map(([name, variable]) => {
        const id = `server-variable-${name}`;
        const value = variableValue(server, name, choice);
        return (
          <div class="field" key={name}>
            <label for={id}>
              <code>{`{${name}}`}</code>
            </label>
            {variable.enum
              ? (
                <select
                  id={id}
                  value={value}
                  onChange={(e) => set(name, e.currentTarget.value)}
                >
                  {variable.enum.map((option) => (
                    <option key={option} value={option}>{option}</option>
                  ))}
                </select>
              )
              : (
                <input
                  id={id}
                  class="mono"
                  spellcheck={false}
                  autocomplete="off"
                  value={value}
                  onInput={(e) => set(name, e.currentTarget.value)}
                />
              )}
          </div>
        );
      })}
    </>
  );
}

/**
 * The server picker. The choice is the page's, not part of its link: a server variable may hold
 * a secret (Telegram's `/bot{token}`).
 *
 * @param props The servers and the choice.
 * @returns The block.
 */
export function ServerPicker(props: ServerPickerProps): JSX.Element {
  const { servers, choice } = props;
  const server = servers[choice.index];
  return (
    <section class="card server-picker" aria-labelledby="server-title">
      <h2 id="server-title">Server</h2>
      <div class="field">
        <label for="server-select">Send requests to</label>
        <select
          id="server-select"
          class="mono"
          aria-describedby="server-help"
          value={String(choice.index)}
          onChange={(e) => props.onChoice({ ...choice, index: Number(e.currentTarget.value) })}
        >
          {servers.map((s, i) => <option key={i} value={String(i)}>{serverLabel(s)}</option>)}
          <option value={String(CUSTOM_SERVER)}>A server of my own…</option>
        </select>
      </div>
      <p id="server-help" class="help">
        The servers the description names for this operation. Credentials go only to the server
        chosen here.
      </p>
      {choice.index === CUSTOM_SERVER
        ? (
          <div class="field">
            <label for="server-custom">Server URL</label>
            <input
              id="server-custom"
              class="mono"
              type="url"
              spellcheck={false}
              autocomplete="url"
              placeholder="http://127.0.0.1:8080/v1"
              value={choice.custom}
              onInput={(e) => props.onChoice({ ...choice, custom: e.currentTarget.value })}
            />
          </div>
        )
        : server && (
          <VariableFields
            server={server}
            choice={choice}
            onChoice={props.onChoice}
          />
        )}
    </section>
  );
}
