import { createContext, createElement, use, useContext, type ReactElement } from 'react';

export interface MessageParts {
  /**
   * Null when the messages of `part` are in the shown catalogue (always so in English);
   * otherwise starts loading them, once, and returns the promise of their arrival.
   */
  pendingPart: (part: string) => Promise<void> | null;
}

export const MessagePartsContext = createContext<MessageParts>({ pendingPart: () => null });

/**
 * Starts loading the translated messages of `part` (a module's name) now, beside the code of
 * its pages; the promise is null once they are in the catalogue. `<AwaitMessages>` waits.
 */
export function useMessagePart(part: string): Promise<void> | null {
  return useContext(MessagePartsContext).pendingPart(part);
}

function Await({ promise }: { promise: Promise<void> }): null {
  use(promise);
  return null;
}

/**
 * Suspends its Suspense boundary until the messages of `part` are in the catalogue, so a
 * module's pages never show in English while their translation is on its way.
 */
export function AwaitMessages({ part }: { part: string }): ReactElement | null {
  const promise = useMessagePart(part);
  return promise ? createElement(Await, { promise }) : null;
}
