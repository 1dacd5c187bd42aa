export { ConnectivityCheckPage } from './ConnectivityCheckPage';
export { connectivityMessages } from './messages';
