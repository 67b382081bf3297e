/**
 * How two answers are compared: the same status, the same envelope keys (`success`, `code`, `message`,
 * `errors`, `data`), and in `data` the same keys with values of the same type, recursively. Values differ
 * between the targets (their data is not the same), so `null` is taken to fit any type (an optional value that
 * one side happens to have), and an empty array fits any array (its items cannot be compared).
 */
export function shapeDifferences(a: unknown, b: unknown, path = 'data'): string[] {
  if (a === null || b === null || a === undefined || b === undefined) return [];
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return [`${path}: array on one side only`];
    if (a.length === 0 || b.length === 0) return [];
    return shapeDifferences(a[0], b[0], `${path}[0]`);
  }
  if (typeof a !== typeof b) return [`${path}: ${typeof a} vs ${typeof b}`];
  if (typeof a !== 'object') return [];
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  if (isMap(left) && isMap(right)) return [];
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].flatMap((key) => {
    if (!(key in left)) return [`${path}.${key}: only in the mocks`];
    if (!(key in right)) return [`${path}.${key}: only on the server`];
    return shapeDifferences(left[key], right[key], `${path}.${key}`);
  });
}

/** Objects keyed by data (dates, ids, field names) rather than by a fixed set of names. */
function isMap(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d{4}-\d{2}(-\d{2})?$|^\d+$/.test(key));
}

export function envelopeKeys(body: unknown): string[] {
  return body && typeof body === 'object' ? Object.keys(body).sort() : [];
}

/**
 * A calendar file's properties (names, and the values that carry meaning: METHOD, STATUS, SEQUENCE) without
 * the ones that differ by data (times, texts, stamps).
 */
export function calendarOutline(body: unknown): string[] | null {
  if (typeof body !== 'string' || !body.startsWith('BEGIN:VCALENDAR')) return null;
  const meaningful = new Set(['METHOD', 'STATUS', 'SEQUENCE', 'BEGIN', 'END', 'VERSION']);
  return body
    .split(/\r?\n/)
    .filter((line) => /^[A-Z-]+[:;]/.test(line))
    .map((line) => {
      const name = line.split(/[:;]/)[0]!;
      return meaningful.has(name) ? line : name;
    });
}
