/**
 * Whether the server read back every generated value as it was generated. Parameters and form
 * fields arrive as text, which the validator coerces to the schema's types where it knows how;
 * so there a number or boolean also matches its own text (`3` and `"3"`), and nothing else is
 * loose: a string must come back character for character, an array item for item, an object key
 * for key. A whole body (JSON, text, bytes) must come back exactly.
 *
 * @module
 */
import type { Expected } from "./_generate.ts";
import type { Echo } from "./_validator_server.ts";

/** Whether `read` is `sent`, up to the text form of a number or boolean. */
export function sameValue(read: unknown, sent: unknown): boolean {
  if (typeof sent === "number" || typeof sent === "boolean") {
    return read === sent || read === String(sent);
  }
  if (Array.isArray(sent)) {
    return Array.isArray(read) && read.length === sent.length &&
      sent.every((item, i) => sameValue(read[i], item));
  }
  if (sent !== null && typeof sent === "object") {
    if (read === null || typeof read !== "object" || Array.isArray(read)) return false;
    const readKeys = Object.keys(read).sort();
    const sentKeys = Object.keys(sent).sort();
    return readKeys.length === sentKeys.length && sentKeys.every((key, i) =>
      key === readKeys[i] &&
      sameValue((read as Record<string, unknown>)[key], (sent as Record<string, unknown>)[key])
    );
  }
  return read === sent;
}

/** A value with its object keys sorted, to compare two JSON values whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value).sort().map((
      key,
    ) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** What the server read for one expected value. */
function readValue(echo: Echo, expected: Expected): unknown {
  switch (expected.place) {
    case "body": {
      const body = echo.body as { base64?: string } | undefined;
      if (typeof expected.value === "string" && typeof body?.base64 === "string") {
        return new TextDecoder().decode(fromBase64(body.base64));
      }
      return echo.body;
    }
    case "field":
      return (echo.fields as Record<string, unknown> | undefined)?.[expected.name];
    case "file": {
      const file = echo.files.find((f) => f.field === expected.name);
      return file && [...fromBase64(file.base64)];
    }
    default:
      return echo[expected.place][expected.name];
  }
}

/**
 * The values the server did not read back as they were generated.
 *
 * @param echo What the server read.
 * @param expected What was generated.
 * @returns One line per value that differs; empty when all came back.
 */
export function differences(echo: Echo, expected: Expected[]): string[] {
  return expected.flatMap((item) => {
    const read = readValue(echo, item);
    const sent = item.value instanceof Uint8Array ? [...item.value] : item.value;
    // A whole body is JSON or text, read back exactly (no text form of numbers).
    const same = item.place === "body"
      ? JSON.stringify(canonical(read)) === JSON.stringify(canonical(sent))
      : sameValue(read, sent);
    return same ? [] : [
      `${item.place} ${item.name || "(whole)"}: sent ${JSON.stringify(sent)}, read ${
        JSON.stringify(read)
      }`,
    ];
  });
}
