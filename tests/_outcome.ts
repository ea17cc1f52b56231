/**
 * A call's outcome as data: `{ ok: result }`, or `{ code }` of what it threw (its text when it
 * has no code). For a call that may throw only an `EndpointError`, use the stricter `outcome` of
 * `tests/_arbitraries.ts`.
 *
 * @param fn The call.
 */
export function outcome(fn: () => unknown): unknown {
  try {
    return { ok: fn() };
  } catch (error) {
    return { code: (error as { code?: string }).code ?? String(error) };
  }
}
