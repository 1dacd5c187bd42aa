import { defineMessages } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';

/** The sign-in page's customization (spec 2.4 "Security", 3.4, 5; securityIDP). */
export const loginUiMessages = defineMessages({
  heading: { id: 'security.loginUi.heading', defaultMessage: 'Login UI customization' },
  companyTitle: { id: 'security.loginUi.companyTitle', defaultMessage: 'Company title' },
  disclosureIntro: { id: 'security.loginUi.disclosureIntro', defaultMessage: 'Disclosure intro' },
  disclosureText: { id: 'security.loginUi.disclosureText', defaultMessage: 'Disclosure text' },
  attention: { id: 'security.loginUi.attention', defaultMessage: 'Attention' },
  saved: { id: 'security.loginUi.saved', defaultMessage: 'Saved. The sign-in page shows it.' },
  saveFailed: {
    id: 'security.loginUi.saveFailed',
    defaultMessage: 'Something went wrong when saving the customization',
  },
  logo: { id: 'security.loginUi.logo', defaultMessage: 'Logo image' },
  logoHint: {
    id: 'security.loginUi.logoHint',
    defaultMessage: 'PNG, JPEG, GIF, WebP or SVG, at most 1 MB.',
  },
  logoAlt: { id: 'security.loginUi.logoAlt', defaultMessage: 'The current logo' },
  noLogo: { id: 'security.loginUi.noLogo', defaultMessage: 'No logo.' },
  removeLogo: { id: 'security.loginUi.removeLogo', defaultMessage: 'Remove logo' },
  tooLarge: fieldMessages.fileTooLarge,
  badExtension: {
    id: 'security.loginUi.badExtension',
    defaultMessage: 'File extension is not supported.',
  },
  tooLong: fieldMessages.tooLong,
});
