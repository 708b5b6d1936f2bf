// Which fields a charting save changed, for the audit log's detail ({ before, after, fields }).

/** Dotted paths of the leaves (lists count as one leaf) that differ between two records. */
export function changedFields(before: unknown, after: unknown, prefix = ''): string[] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(before) || !isObject(after)) {
    return JSON.stringify(before ?? null) === JSON.stringify(after ?? null) ? [] : [prefix];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
}
