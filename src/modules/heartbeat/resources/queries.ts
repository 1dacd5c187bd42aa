import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { resourcesApi } from '../../../shared/api';
import type {
  LookupImport,
  NewLookupTableInput,
  NewResourceInput,
  NewSecretInput,
  RevisionInput,
  SecretUpdate,
} from '../../../shared/contracts';
import { flowKeys } from '../model/flows';
import { resourceKeys } from './keys';

/** Resources of the resource registry. */
export const resourceQueries = {
  types: (org: number) =>
    queryOptions({
      queryKey: resourceKeys.resourceTypes(org),
      queryFn: () => resourcesApi.types(org),
      staleTime: 60 * 60 * 1000,
    }),
  list: (org: number) =>
    queryOptions({
      queryKey: resourceKeys.resourceList(org),
      queryFn: () => resourcesApi.resources(org),
    }),
  revision: (org: number, type: string, id: string, revision: number) =>
    queryOptions({
      queryKey: resourceKeys.resourceRevision(org, type, id, revision),
      queryFn: () => resourcesApi.revision(org, type, id, revision),
    }),
  diff: (org: number, type: string, id: string, revision: number) =>
    queryOptions({
      queryKey: resourceKeys.resourceDiff(org, type, id, revision),
      queryFn: () => resourcesApi.diff(org, type, id, revision),
    }),
  deployTarget: (org: number, type: string, id: string, revision: number) =>
    queryOptions({
      queryKey: resourceKeys.deployTarget(org, type, id, revision),
      queryFn: () => resourcesApi.deployTarget(org, type, id, revision),
      // Whether the flow exists is asked again each time the confirmation opens.
      staleTime: 0,
      meta: { persist: false },
    }),
  secrets: (org: number) =>
    queryOptions({
      queryKey: resourceKeys.secrets(org),
      queryFn: () => resourcesApi.secrets(org),
    }),
  secret: (org: number, key: string) =>
    queryOptions({
      queryKey: resourceKeys.secret(org, key),
      queryFn: () => resourcesApi.secret(org, key),
    }),
  lookupTables: (org: number) =>
    queryOptions({
      queryKey: resourceKeys.lookupTables(org),
      queryFn: () => resourcesApi.lookupTables(org),
    }),
  lookupTable: (org: number, name: string) =>
    queryOptions({
      queryKey: resourceKeys.lookupTable(org, name),
      queryFn: () => resourcesApi.lookupTable(org, name),
    }),
  lookupRows: (org: number, name: string, offset: number, limit: number) =>
    queryOptions({
      queryKey: resourceKeys.lookupRows(org, name, offset, limit),
      queryFn: () => resourcesApi.lookupRows(org, name, offset, limit),
    }),
};

/** Every resources query of the organization is read again after a change. */
function useInvalidateResources(org: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.resources(org) });
}

export function useCreateResource(org: number) {
  const invalidate = useInvalidateResources(org);
  return useMutation({
    mutationFn: (input: NewResourceInput) => resourcesApi.createResource(org, input),
    onSuccess: invalidate,
  });
}

export function useAddRevision(org: number, type: string, id: string) {
  const invalidate = useInvalidateResources(org);
  return useMutation({
    mutationFn: (input: RevisionInput) => resourcesApi.addRevision(org, type, id, input),
    onSuccess: invalidate,
  });
}

export function useDeploy(org: number, type: string, id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateResources(org);
  return useMutation({
    mutationFn: (revision: number) => resourcesApi.deploy(org, type, id, revision),
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: flowKeys.flows(org) })]),
  });
}

/** Secret changes: the values go to the server and are never kept by the console. */
export function useSecretChange(org: number) {
  const invalidate = useInvalidateResources(org);
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'create'; input: NewSecretInput }
        | { kind: 'update'; key: string; update: SecretUpdate },
    ) =>
      change.kind === 'create'
        ? resourcesApi.createSecret(org, change.input)
        : resourcesApi.updateSecret(org, change.key, change.update),
    onSuccess: invalidate,
    // The variables hold the values: dropped from the mutation cache once unused.
    gcTime: 0,
  });
}

export function useCreateLookupTable(org: number) {
  const invalidate = useInvalidateResources(org);
  return useMutation({
    mutationFn: (input: NewLookupTableInput) => resourcesApi.createLookupTable(org, input),
    onSuccess: invalidate,
  });
}

/** A change of one lookup table's rows, cells or columns. */
export type LookupChange =
  | { kind: 'addRow'; cells: Record<string, string> }
  | { kind: 'saveRow'; rowId: number; cells: Record<string, string> }
  | { kind: 'deleteRow'; rowId: number }
  | { kind: 'clearCell'; rowId: number; columnId: string }
  | { kind: 'addColumn'; name: string }
  | { kind: 'renameColumn'; columnId: string; name: string }
  | { kind: 'deleteColumn'; columnId: string }
  | { kind: 'import'; rows: LookupImport };

export function useLookupChange(org: number, name: string) {
  const invalidate = useInvalidateResources(org);
  return useMutation({
    mutationFn: (change: LookupChange): Promise<unknown> => {
      switch (change.kind) {
        case 'addRow':
          return resourcesApi.addRow(org, name, change.cells);
        case 'saveRow':
          return resourcesApi.saveRow(org, name, change.rowId, change.cells);
        case 'deleteRow':
          return resourcesApi.deleteRow(org, name, change.rowId);
        case 'clearCell':
          return resourcesApi.clearCell(org, name, change.rowId, change.columnId);
        case 'addColumn':
          return resourcesApi.addColumn(org, name, change.name);
        case 'renameColumn':
          return resourcesApi.renameColumn(org, name, change.columnId, change.name);
        case 'deleteColumn':
          return resourcesApi.deleteColumn(org, name, change.columnId);
        case 'import':
          return resourcesApi.importRows(org, name, change.rows);
      }
    },
    onSuccess: invalidate,
  });
}
