/** Module ids in the order the root redirect tries them (spec 2.1), then settings. */
export const MODULE_IDS = [
  'heartbeat',
  'datalake',
  'assets',
  'smoc',
  'ghostwriter',
  'platform',
  'security',
  'settings',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'string' && (MODULE_IDS as readonly string[]).includes(value);
}
