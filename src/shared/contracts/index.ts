export * from './configuration';
export * from './features';
export * from './identity';
export * from './modules';
export * from './platform';
export * from './roles';
export * from './heartbeat';
export * from './rules';
