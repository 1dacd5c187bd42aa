export { codeTheme } from './codeTheme';
