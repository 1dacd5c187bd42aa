import { defineMessages } from '../../shared/i18n';

export const settingsMessages = defineMessages({
  moduleName: { id: 'settings.module.name', defaultMessage: 'Settings' },
  overviewTitle: { id: 'settings.overview.title', defaultMessage: 'Overview' },
  greeting: { id: 'settings.overview.greeting', defaultMessage: 'Hello, {name}' },
  currentOrganization: {
    id: 'settings.overview.organization',
    defaultMessage: 'Current organization: {organization}',
  },
  currentRole: { id: 'settings.overview.role', defaultMessage: 'Role: {role}' },
  auditTitle: { id: 'settings.audit.menu', defaultMessage: 'Audit log' },
  userConfigurationTitle: { id: 'settings.user.title', defaultMessage: 'User configuration' },
  userConfigurationIntro: {
    id: 'settings.user.intro',
    defaultMessage: 'Choose how Connect looks and which language it speaks.',
  },
  openUserConfiguration: {
    id: 'settings.overview.openUserConfiguration',
    defaultMessage: 'Open user configuration',
  },
  organizationCard: { id: 'settings.overview.organizationCard', defaultMessage: 'Organization' },
  openOrganization: {
    id: 'settings.overview.openOrganization',
    defaultMessage: 'Organization details and settings',
  },
  profileCard: { id: 'settings.overview.profileCard', defaultMessage: 'Profile' },
  openProfile: { id: 'settings.overview.openProfile', defaultMessage: 'Open your user page' },
  openAudit: { id: 'settings.overview.openAudit', defaultMessage: 'Open the audit log' },
  noEvents: { id: 'settings.overview.noEvents', defaultMessage: 'No events yet.' },
  system: { id: 'settings.overview.system', defaultMessage: 'System' },
  event: {
    id: 'settings.overview.event',
    defaultMessage: '{time}: {event} {entity} by {user}',
  },
  theme: { id: 'settings.user.theme', defaultMessage: 'Dark mode' },
  language: { id: 'settings.user.language', defaultMessage: 'Language' },
  saved: { id: 'settings.user.saved', defaultMessage: 'Configuration saved.' },
  saveFailed: { id: 'settings.user.saveFailed', defaultMessage: 'The setting could not be saved.' },
});

export const themeMessages = defineMessages({
  light: { id: 'settings.user.theme.light', defaultMessage: 'Light' },
  dark: { id: 'settings.user.theme.dark', defaultMessage: 'Dark' },
  auto: { id: 'settings.user.theme.auto', defaultMessage: 'Auto (follow the system)' },
});

/** Each language is named in its own words, so a user can find it whatever is on screen. */
export const languageMessages = defineMessages({
  en: { id: 'settings.user.language.en', defaultMessage: 'English' },
  no: { id: 'settings.user.language.no', defaultMessage: 'Norsk (bokmål)' },
  fr: { id: 'settings.user.language.fr', defaultMessage: 'Français' },
  zh: { id: 'settings.user.language.zh', defaultMessage: '中文（简体）' },
  dk: { id: 'settings.user.language.dk', defaultMessage: 'Dansk' },
});
