export * from './dateRange';
export { DateRangePicker, describeSelection } from './DateRangePicker';
export { useDateRange, type DateRangeControl } from './useDateRange';
export { pushHistory, readTimeHistory, rememberRange, TIME_HISTORY_LIMIT } from './timeHistory';
export { dateRangeMessages, quickDateMessages, rangeErrorMessages } from './messages';
