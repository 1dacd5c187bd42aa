export { RefreshEvery } from './RefreshEvery';
export { refreshSettings, REFRESH_SETTINGS_KEY, type RefreshSettings } from './refreshState';
export * from './refreshInterval';
export { refreshMessages, refreshUnitMessages } from './messages';
