/** The message of the first refused entry of a list (the server names `tags[1].id`). */
export function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object') {
      const message = (value as { message?: unknown }).message;
      if (typeof message === 'string') return message;
      const nested = firstItemError(value);
      if (nested) return nested;
    }
  }
  return undefined;
}
