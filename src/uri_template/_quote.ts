/** The longest input a message quotes in full; longer ones are cut with an ellipsis. */
const QUOTE_LIMIT = 120;

/** Quotes a value for an error message: strings as JSON, long ones shortened. */
export function quote(value: unknown): string {
  if (typeof value === "string") {
    const text = value.length > QUOTE_LIMIT ? value.slice(0, QUOTE_LIMIT) + "…" : value;
    return JSON.stringify(text);
  }
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function") return "a function"; // its source could be long, or private
  if (value === null || typeof value !== "object") return String(value);
  if (Array.isArray(value)) return "an array";
  const name = Object.getPrototypeOf(value)?.constructor?.name;
  return name && name !== "Object" ? `a ${name}` : "an object";
}
