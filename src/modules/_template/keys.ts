/** Query keys of the module, all under its id; invalidate through these only. */
export const templateKeys = {
  all: ['template'] as const,
  example: () => ['template', 'example'] as const,
};
