/** A call's outcome as data: `{ ok: result }`, or `{ code }` of what it threw. */
export function outcome(fn: () => unknown): unknown {
  try {
    return { ok: fn() };
  } catch (error) {
    return { code: (error as { code?: string }).code ?? String(error) };
  }
}
