// The agents slice's only way in from another slice: what a flow page opened from an agent
// shows of it.
export { agentKeys } from './keys';
export { agentMessages } from './messages';
export { agentQueries } from './queries';
