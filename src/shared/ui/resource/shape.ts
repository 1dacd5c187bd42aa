/**
 * A guard for a kept draft: an object whose fields have the types of the empty input's (a
 * list of ids, a number or null, text...), so a draft of an older shape is not used.
 */
export function sameShape<Input extends object>(empty: Input) {
  return (value: unknown): value is Input => {
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(empty).every(([key, initial]) => {
      const field = record[key];
      if (Array.isArray(initial)) {
        return Array.isArray(field) && field.every((id) => typeof id === 'number');
      }
      if (initial === null || typeof initial === 'number') {
        return field === null || typeof field === 'number';
      }
      return typeof field === typeof initial;
    });
  };
}
