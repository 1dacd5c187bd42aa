export { StackedAreaChart, type ChartPoint, type ChartSeries } from './StackedAreaChart';
export * from './scale';
