import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import norwegian from '../../../../../locales/no.json';
import { I18nProvider } from '../../../../shared/i18n';
import { FlowWarnings } from './FlowWarnings';

describe('FlowWarnings', () => {
  it('writes the failure rate as the locale writes numbers (Norwegian: 12,7 %)', async () => {
    render(
      <I18nProvider locale="no" timeZone="UTC" loadTranslations={async () => norwegian}>
        <FlowWarnings warnings={[{ kind: 'failedMessages', count: 47, percentage: 12.7 }]} />
      </I18nProvider>,
    );
    expect((await screen.findByText(/feilede meldinger/)).textContent).toBe(
      '47 feilede meldinger (12,7 %)',
    );
  });
});
