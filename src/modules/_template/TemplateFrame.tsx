import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/ui/page-frame';
import { templateRoot } from './model/keys';

/** The shared page frame around the module's pages: refresh keeps the module's shown queries fresh. */
export function TemplateFrame({ children }: { children: ReactNode }) {
  return <PageFrame refreshScope={templateRoot.all}>{children}</PageFrame>;
}
