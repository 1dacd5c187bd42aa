/** Timestamps are ISO 8601 UTC strings (sortable as text); booleans are 0 or 1. */
export type Timestamp = string;
export type Bool = number;
