/** A user-visible text: a stable id and its English wording (the source of locales/en.json). */
export interface Message {
  readonly id: string;
  readonly defaultMessage: string;
}

/** Declares the messages of a component; `scripts/i18n-extract.ts` collects them. */
export function defineMessages<const T extends Record<string, Message>>(messages: T): T {
  return messages;
}

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export type Translate = (message: Message, values?: MessageValues) => string;
