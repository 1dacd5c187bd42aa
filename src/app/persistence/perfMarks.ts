/** User Timing marks for the offline benchmarks; silent where the API is missing. */
export function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // No User Timing here.
  }
}

export function measure(name: string, start: string): void {
  try {
    performance.measure(name, start);
  } catch {
    // The start mark is missing or there is no User Timing.
  }
}
