/**
 * The option keys, listed once: every check of "is this an option or a parameter" derives from
 * {@linkcode OPTION_KEYS} (docs/behaviour.md section 3), and the one reader of options,
 * {@linkcode readOptions}, is tested against it.
 *
 * Options are read as own enumerable properties only (what `Object.keys` and spreading see), so
 * neither a `{ __proto__: … }` literal nor a polluted `Object.prototype` can supply a url, a base
 * URL or headers.
 */

/** Keys with a meaning of their own; every other key of the options is a parameter. */
export const OPTION_KEYS = ["method", "baseUrl", "url", "headers", "mediaType", "request"] as const;

/** One of the {@linkcode OPTION_KEYS}. */
type OptionKey = typeof OPTION_KEYS[number];

const OPTION_KEY_SET: ReadonlySet<string> = new Set(OPTION_KEYS);

/** Whether `key` is a parameter: neither an option key nor `__proto__` (always ignored). */
export function isParameterKey(key: string): boolean {
  return !OPTION_KEY_SET.has(key) && key !== "__proto__";
}

/** An options object read once: each option (`undefined` when absent) and its parameters' keys. */
export type ReadOptions = { -readonly [K in OptionKey]: unknown } & {
  /** The own enumerable keys that are parameters, in the object's order. */
  parameterKeys: readonly string[];
};

/**
 * Reads an options object in one pass over its own enumerable keys. The switch has one case per
 * option key: comparisons are cheaper here than a set lookup and a store by computed key, and
 * tests/library/option_keys_test.ts holds the cases to {@linkcode OPTION_KEYS}. The parameters' keys are
 * the keys array itself while no option key is met (parameters alone), else a copy.
 *
 * Each option is read by its key (`options[key]`), not by name (`options.url`): the options of a
 * program that calls hundreds of routes come in hundreds of shapes, and V8 looks a property read by
 * name on so many shapes up in a small table shared by the whole process, where a miss costs a
 * lookup in the runtime and which shapes collide changes from one process to the next (decision
 * 78). A read by key looks the property up in the object's own shape, whatever collides there.
 */
export function readOptions(options: Readonly<Record<string, unknown>>): ReadOptions {
  const keys = Object.keys(options);
  let parameterKeys: string[] | undefined; // a copy, once an option key is met
  const read: ReadOptions = {
    method: undefined,
    baseUrl: undefined,
    url: undefined,
    headers: undefined,
    mediaType: undefined,
    request: undefined,
    parameterKeys: keys,
  };
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    switch (key) {
      case "method":
        read.method = options[key];
        break;
      case "baseUrl":
        read.baseUrl = options[key];
        break;
      case "url":
        read.url = options[key];
        break;
      case "headers":
        read.headers = options[key];
        break;
      case "mediaType":
        read.mediaType = options[key];
        break;
      case "request":
        read.request = options[key];
        break;
      case "__proto__":
        break;
      default:
        parameterKeys?.push(key);
        continue;
    }
    parameterKeys ??= keys.slice(0, i); // every key before this one is a parameter
  }
  if (parameterKeys !== undefined) read.parameterKeys = parameterKeys;
  return read;
}
