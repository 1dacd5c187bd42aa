// The beatbox slice's only way in from another slice: what a flow page opened from a beatbox
// shows of it, and its key fragment. (The page of edge hosts it is built on is edges/.)
export { beatboxKeys } from './keys';
export { beatboxMessages } from './messages';
export { beatboxQueries } from './queries';
