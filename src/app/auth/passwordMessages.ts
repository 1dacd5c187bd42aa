import { defineMessages } from '../../shared/i18n';

export const passwordMessages = defineMessages({
  forgotHeading: { id: 'auth.forgotPassword.heading', defaultMessage: 'Reset your password' },
  forgotIntro: {
    id: 'auth.forgotPassword.intro',
    defaultMessage: 'Enter your e-mail and we will send you a link to set a new password.',
  },
  send: { id: 'auth.forgotPassword.submit', defaultMessage: 'Send reset mail' },
  mailSent: { id: 'auth.forgotPassword.sent', defaultMessage: 'Mail sent, check your inbox.' },
  setHeading: { id: 'auth.setPassword.heading', defaultMessage: 'Set a new password' },
  checkingToken: { id: 'auth.setPassword.checking', defaultMessage: 'Checking your link' },
  invalidToken: { id: 'auth.setPassword.invalidToken', defaultMessage: 'Invalid token' },
  missingToken: { id: 'auth.setPassword.missingToken', defaultMessage: 'Missing token in URL' },
  newPassword: { id: 'auth.setPassword.newPassword', defaultMessage: 'New password' },
  repeatPassword: { id: 'auth.setPassword.repeatPassword', defaultMessage: 'Repeat password' },
  submit: { id: 'auth.setPassword.submit', defaultMessage: 'Set password' },
  tooWeak: { id: 'auth.setPassword.tooWeak', defaultMessage: 'Password too weak' },
  mustMatch: { id: 'auth.setPassword.mustMatch', defaultMessage: 'Passwords must match' },
  passwordSet: { id: 'auth.setPassword.done', defaultMessage: 'Password set.' },
  strength: { id: 'auth.setPassword.strength', defaultMessage: 'Password strength' },
  strengthValue: {
    id: 'auth.setPassword.strengthValue',
    defaultMessage:
      '{score, select, 0 {Very weak} 1 {Weak} 2 {Fair} 3 {Strong} other {Very strong}}',
  },
});
