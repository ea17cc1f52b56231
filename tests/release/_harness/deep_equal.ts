/**
 * A small strict deep equality for runtimes without `node:assert` (the browser page).
 *
 * It follows `assert.deepStrictEqual` for the values the behaviour table holds: primitives
 * (`Object.is`), arrays, `Date`, and objects whose prototypes must be the same (so a
 * null-prototype object never equals an ordinary one) with the same own enumerable keys.
 *
 * @module
 */

/**
 * Throws an `Error` naming the first path where `actual` and `expected` differ.
 *
 * @param actual The value produced by the library.
 * @param expected The value the case expects.
 */
export function strictDeepEqual(actual: unknown, expected: unknown): void {
  const difference = findDifference(actual, expected, "$", new Map());
  if (difference !== undefined) throw new Error(`Values differ at ${difference}`);
}

function findDifference(
  actual: unknown,
  expected: unknown,
  path: string,
  seen: Map<object, object>,
): string | undefined {
  if (Object.is(actual, expected)) return undefined;
  if (typeof actual !== "object" || typeof expected !== "object" || !actual || !expected) {
    return `${path}: ${show(actual)} !== ${show(expected)}`;
  }
  if (Object.getPrototypeOf(actual) !== Object.getPrototypeOf(expected)) {
    return `${path}: prototypes differ`;
  }
  if (seen.get(actual) === expected) return undefined;
  seen.set(actual, expected);
  if (actual instanceof Date) {
    const same = actual.getTime() === (expected as Date).getTime();
    return same ? undefined : `${path}: ${show(actual)} !== ${show(expected)}`;
  }
  const actualKeys = Reflect.ownKeys(actual).filter((key) => isEnumerable(actual, key));
  const expectedKeys = Reflect.ownKeys(expected).filter((key) => isEnumerable(expected, key));
  if (actualKeys.length !== expectedKeys.length) {
    return `${path}: keys [${actualKeys.map(String)}] !== [${expectedKeys.map(String)}]`;
  }
  for (const key of expectedKeys) {
    if (!Object.hasOwn(actual, key)) return `${path}.${String(key)}: missing`;
    const difference = findDifference(
      (actual as Record<PropertyKey, unknown>)[key],
      (expected as Record<PropertyKey, unknown>)[key],
      `${path}.${String(key)}`,
      seen,
    );
    if (difference !== undefined) return difference;
  }
  return undefined;
}

function isEnumerable(object: object, key: PropertyKey): boolean {
  return Object.prototype.propertyIsEnumerable.call(object, key);
}

function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Date) return `Date(${value.toISOString()})`;
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" && value !== null ? "an object" : String(value);
}
