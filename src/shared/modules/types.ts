import type { ReactNode } from 'react';
import type { FeatureFlag, ModuleId, Role } from '../contracts';
import type { Message } from '../i18n';
import type { AskAhead } from './askAhead';
import type { LazyPage } from './lazyPage';

/** Who may see a module, a page or a menu entry (spec sections 2.2, 2.3 and 6). */
export interface AccessRule {
  /** Feature toggles that must all be on. */
  features?: readonly FeatureFlag[];
  /** The lowest role that passes. */
  role?: Role;
  /** Only an owner (admin of the owning organization). */
  ownerOnly?: boolean;
  /** Hidden when the foundation feature is on. */
  hiddenInFoundation?: boolean;
}

/** Where the console starts, for a page asking for its data before its first render. */
export interface PagePrefetchContext {
  /** The organization whose data the start restores (the tab's role, else the default). */
  organizationId: number;
  /** The address's query string (the date range, ...). */
  search: string;
  /** The zone to resolve dates in until the user's configuration has arrived. */
  timeZone: string;
}

export interface ModuleRoute {
  /** Relative to the module's root: '' is the index; may hold :params and a trailing '*'. */
  path: string;
  /** Made with `lazyPage`: the shell fetches the code of the page at the address early. */
  page: LazyPage;
  /** The page's name, used in "Missing permissions to access {page} page". */
  title: Message;
  /** A route with a label is a menu entry. */
  label?: Message;
  access?: AccessRule;
  /**
   * Asks for the page's data as the console starts at its address (a route without
   * parameters), beside the session's, instead of once the shell has rendered it: `ask` takes
   * the query options the page uses, so its queries find the answers. Asked twice: by the
   * console's entry before its code has loaded, then by boot, which takes those reads over.
   * Only fills the cache: a failure is left to the page's own queries, and a page the user
   * may not open is not shown.
   */
  prefetch?: (ask: AskAhead, context: PagePrefetchContext) => void;
  /**
   * The page may be shown in the chromeless wall mode (a display on a wall: no menu, no top
   * bar). `wallRoutes` lists them for the user; the mode itself is built elsewhere.
   */
  wall?: boolean;
}

export interface NavEntry {
  path: string;
  label: Message;
  access?: AccessRule;
}

/** The one public shape of a module: `src/modules/<id>/index.ts` exports one of these. */
export interface ConsoleModule {
  id: ModuleId;
  basePath: string;
  /** Root path when the foundation feature is on (heartbeat becomes connect). */
  foundationBasePath?: string;
  label: Message;
  foundationLabel?: Message;
  routes: readonly ModuleRoute[];
  /**
   * Wraps the module's pages and stays mounted while the user moves between them (e.g. a
   * toolbar the pages share), so a navigation inside the module renders only the new page.
   * It holds a Suspense boundary of its own, so a page loading its code leaves it on screen.
   */
  frame?: LazyPage<{ children: ReactNode }>;
  nav: readonly NavEntry[];
  access: AccessRule;
  /**
   * Where the module's data comes from. 'internal' (the default): this platform's services
   * (`RuntimeConfig.services`). 'external': a service of its own, found by name (`service`)
   * in the runtime config's `external` bases. Until that base is known and answers, the shell
   * shows the module's unknown or unreachable message in place of its pages (asking the
   * service nothing while it is unknown), and the rest of the console works
   * (src/shared/modules/external.ts).
   */
  kind?: 'internal' | 'external';
  /** An external module's service name in the runtime config's `external`; its id if unset. */
  service?: string;
}
