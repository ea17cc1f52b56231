/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * What the page says about the credentials it keeps out of links: a note under the field that
 * holds one, and a status with the choice to put them in the link after all.
 *
 * @module
 */
import type { JSX } from "preact";
import { CREDENTIAL_PLACEHOLDER } from "./credentials.ts";

const names = (list: string[]) =>
  [...new Set(list)].flatMap((n, i) => [i > 0 ? ", " : "", <code key={n}>{n}</code>]);

/** Props of {@linkcode CredentialNote}. */
export interface CredentialNoteProps {
  /** What looks like a credential in the field, if anything. */
  names?: string[];
  /** Whether the person chose to keep credentials in the link. */
  kept: boolean;
}

/**
 * The note under a field with a credential in it; nothing when there is none.
 *
 * @param props What was found, and the choice.
 * @returns The note.
 */
export function CredentialNote(props: CredentialNoteProps): JSX.Element | null {
  if (!props.names?.length) return null;
  return (
    <p class="warning credential-note">
      {names(props.names)} looks like a credential: {props.kept ? "the link holds it as typed." : (
        <>
          the link holds <code>{CREDENTIAL_PLACEHOLDER}</code> instead.
        </>
      )}
    </p>
  );
}

/** Props of {@linkcode CredentialChoice}. */
export interface CredentialChoiceProps {
  /** What looks like a credential in the fields on screen. */
  names: string[];
  /** Whether credentials go into the link. */
  kept: boolean;
  /** Called when the person changes that. */
  onChange: (kept: boolean) => void;
}

/**
 * A status (announced when it appears) that names the credentials kept out of the address bar
 * and Copy link, with a checkbox to put them in; empty when there are none.
 *
 * @param props What was found, and the choice.
 * @returns The status.
 */
export function CredentialChoice(props: CredentialChoiceProps): JSX.Element {
  const found = props.names.length > 0;
  return (
    <div role="status" id="credential-status" class={found ? "warning" : "warning empty"}>
      {found && (
        <p>
          <strong>Credentials {props.kept ? "in" : "kept out of"} the link:</strong>{" "}
          {names(props.names)}.{" "}
          <label class="credential-choice">
            <input
              type="checkbox"
              checked={props.kept}
              onChange={(e) => props.onChange(e.currentTarget.checked)}
            />{" "}
            Put them in the address bar and Copy link
          </label>
        </p>
      )}
    </div>
  );
}
