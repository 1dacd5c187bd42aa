export { RefreshEvery } from './RefreshEvery';
export * from './refreshInterval';
export { refreshMessages, refreshUnitMessages } from './messages';
