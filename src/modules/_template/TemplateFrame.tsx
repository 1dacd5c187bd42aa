import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/ui/page-frame';
import { templateKeys } from './keys';

/** The shared page frame around the module's pages: refresh keeps the module's shown queries fresh. */
export function TemplateFrame({ children }: { children: ReactNode }) {
  return <PageFrame refreshScope={templateKeys.all}>{children}</PageFrame>;
}
