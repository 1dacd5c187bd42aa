import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registryApi } from '../../../shared/api';
import type { Certificate, CertificateInput } from '../../../shared/contracts';
import { ConsoleSessionContext, type ConsoleSession } from '../../../shared/session';
import { layOutElements } from '../../../shared/testing/layout';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ResourcePage } from '../../../shared/ui/resource';
import { certificatesKind } from './kind';

layOutElements(1200, 700);

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBjzCCATWgAwIBAgIU\n-----END CERTIFICATE-----\n';

function certificate(certificateId: number, name: string): Certificate {
  return {
    certificateId,
    name,
    content: PEM,
    subject: `CN=${name}`,
    issuer: 'CN=Root',
    validFrom: '2026-01-01T00:00:00Z',
    validTo: '2027-01-01T00:00:00Z',
    fingerprint: 'AA:BB',
    created: '2026-01-01T00:00:00Z',
    createdBy: null,
    updated: '2026-01-01T00:00:00Z',
    updatedBy: null,
  };
}

const activeRole = {
  role: 'ADMIN' as const,
  userId: 5,
  organizationId: 2,
  organizationDetails: { name: 'Nordkraft Energi', shortName: 'nordkraft' },
};
const session = { activeRole, roles: [activeRole] } as unknown as ConsoleSession;

/** The registry's certificates of organization 2, kept in memory. */
function fakeRegistry() {
  const rows = [certificate(1, 'root-ca')];
  vi.spyOn(registryApi, 'certificates').mockImplementation(async () => [...rows]);
  const create = vi
    .spyOn(registryApi, 'createCertificate')
    .mockImplementation(async (_org: number, input: CertificateInput) => {
      const made = { ...certificate(rows.length + 1, input.name), content: input.content };
      rows.push(made);
      return made;
    });
  const remove = vi
    .spyOn(registryApi, 'deleteCertificate')
    .mockImplementation(async (_org: number, id: number) => {
      rows.splice(
        rows.findIndex((row) => row.certificateId === id),
        1,
      );
      return null;
    });
  return { create, remove };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the certificates kind', () => {
  it('checks the PEM, adds a certificate, and deletes the selected after a confirmation', async () => {
    const registry = fakeRegistry();
    renderWithProviders(
      <ConsoleSessionContext.Provider value={session}>
        <PageFrame refreshScope={['heartbeat']}>
          <ResourcePage kind={certificatesKind} />
        </PageFrame>
      </ConsoleSessionContext.Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'CA certificates' });
    expect(within(table).getByText('CN=root-ca')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Download root-ca' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add certificate' }));
    const form = await screen.findByRole('dialog', { name: 'Add certificate' });
    fireEvent.change(within(form).getByLabelText(/^Content/), { target: { value: 'not a PEM' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Field is required')).toBeTruthy();
    expect(within(form).getByText('The content must be one PEM certificate')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: ' issuing-ca ' } });
    fireEvent.change(within(form).getByLabelText(/^Content/), { target: { value: PEM } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('button', { name: 'Edit issuing-ca' })).toBeTruthy();
    expect(registry.create).toHaveBeenCalledWith(2, { name: 'issuing-ca', content: PEM });

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select root-ca' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete certificate' });
    expect(within(confirm).getByText(/^Delete 1 certificate\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('status')).findByText('Deleted: root-ca.')).toBeTruthy();
    expect(registry.remove).toHaveBeenCalledWith(2, 1);
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Edit root-ca' })).toBeNull(),
    );
  });
});
