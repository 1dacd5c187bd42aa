import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { registryApi } from '../../../shared/api';
import type { CertificateInput } from '../../../shared/contracts';
import { certificateKeys } from './keys';

export const certificateQueries = {
  certificates: (org: number) =>
    queryOptions({
      queryKey: certificateKeys.certificates(org),
      queryFn: () => registryApi.certificates(org),
    }),
};

/** Creates (no id) or edits a certificate; the list is fetched again. */
export function useSaveCertificate(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CertificateInput }) =>
      id === null
        ? registryApi.createCertificate(org, input)
        : registryApi.updateCertificate(org, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.certificates(org) }),
  });
}

export function useDeleteCertificate(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => registryApi.deleteCertificate(org, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.certificates(org) }),
  });
}
