/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The credential inputs of the Send block for a loaded API: one per security scheme the
 * operation may use (http basic: a user name and a password; bearer, OAuth 2 and OpenID Connect:
 * a token; an API key: the key), each written to `sessionStorage` as it is typed.
 *
 * @module
 */
import type { JSX } from "preact";
import { useState } from "preact/hooks";
import type { SecurityScheme } from "../../src/openapi/mod.ts";
import {
  type NamedScheme,
  readSchemeValue,
  type SchemeValue,
  writeSchemeValue,
} from "./scheme_credentials.ts";

/** Props of {@linkcode CredentialFields}. */
export interface CredentialFieldsProps {
  /** The API's name, which the values are kept under. */
  api: string;
  /** The schemes the operation may use. */
  schemes: readonly NamedScheme[];
  /** Called after a value changes. */
  onChange: () => void;
}

/** What a scheme's value is and where it goes, for its label. */
export function schemeWhere(scheme: SecurityScheme): string {
  if (scheme.type === "apiKey") return `API key, ${scheme.in} ${scheme.name}`;
  if (scheme.type === "http") return `http ${scheme.scheme.toLowerCase()}`;
  return `${scheme.type} token, as a bearer token`;
}

/** One password-like input. */
function Secret(
  props: {
    id: string;
    label: string;
    value: string;
    onInput: (value: string) => void;
  },
): JSX.Element {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        class="mono"
        type="password"
        autocomplete="off"
        spellcheck={false}
        aria-describedby="send-help"
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </div>
  );
}

/**
 * The inputs, with what each scheme is in its label.
 *
 * @param props The API, its schemes and the change handler.
 * @returns The fields.
 */
export function CredentialFields(props: CredentialFieldsProps): JSX.Element {
  const [, rerender] = useState(0);
  const write = (name: string, value: SchemeValue) => {
    writeSchemeValue(props.api, name, value);
    rerender((n) => n + 1);
    props.onChange();
  };
  return (
    <>
      {props.schemes.map(({ name, scheme }, i) => {
        const stored = readSchemeValue(props.api, name);
        const label = `${name} (${schemeWhere(scheme)})`;
        if (scheme.type === "http" && scheme.scheme.toLowerCase() === "basic") {
          const pair = typeof stored === "string" ? { username: "", password: "" } : stored;
          return (
            <fieldset key={name} class="credential-pair">
              <legend>{label}</legend>
              <div class="field">
                <label for={`credential-${i}-user`}>User name</label>
                <input
                  id={`credential-${i}-user`}
                  class="mono"
                  autocomplete="off"
                  spellcheck={false}
                  value={pair.username}
                  onInput={(e) => write(name, { ...pair, username: e.currentTarget.value })}
                />
              </div>
              <Secret
                id={`credential-${i}-password`}
                label="Password"
                value={pair.password}
                onInput={(password) => write(name, { ...pair, password })}
              />
            </fieldset>
          );
        }
        return (
          <Secret
            key={name}
            id={`credential-${i}`}
            label={label}
            value={typeof stored === "string" ? stored : ""}
            onInput={(value) => write(name, value)}
          />
        );
      })}
    </>
  );
}
