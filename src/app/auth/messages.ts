import { defineMessages } from '../../shared/i18n';
import { fieldMessages } from '../../shared/ui/messages';

export const authMessages = defineMessages({
  productName: { id: 'auth.productName', defaultMessage: 'Connect' },
  signInHeading: { id: 'auth.login.heading', defaultMessage: 'Sign in to your account' },
  email: { id: 'auth.login.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  togglePassword: {
    id: 'auth.password.toggleVisibility',
    defaultMessage: 'Show or hide the password',
  },
  signIn: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Forgot password?' },
  loginFailed: {
    id: 'auth.login.failed',
    defaultMessage: 'Authentication failed, please check your email and password',
  },
  unknownError: { id: 'auth.error.unknown', defaultMessage: 'An unknown error occurred' },
  sessionLimit: {
    id: 'auth.login.sessionLimit',
    defaultMessage:
      'You have reached the number of sessions you may have open at once. Sign out elsewhere and try again.',
  },
  fieldRequired: fieldMessages.required,
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Back to sign in' },
  companyLogo: { id: 'auth.login.companyLogo', defaultMessage: 'Company logo' },
  attention: { id: 'auth.login.attention', defaultMessage: 'Attention' },
  disclosure: { id: 'auth.login.disclosure', defaultMessage: 'Disclosure' },
  directoryUnreachable: {
    id: 'auth.login.directoryUnreachable',
    defaultMessage:
      'The directory server cannot be reached. Try again later or contact us for help.',
  },
});
