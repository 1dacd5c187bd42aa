/** A time range of epoch milliseconds: from inclusive, to exclusive. */
export interface Range {
  fromDate: number;
  toDate: number;
}
