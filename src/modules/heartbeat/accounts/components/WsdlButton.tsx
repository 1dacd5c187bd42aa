import { Button } from '@mantine/core';
import { useState } from 'react';
import { registryApi } from '../../../../shared/api';
import { useT } from '../../../../shared/i18n';
import { accessListMessages as m } from '../messages';

/** Saves a file made in the browser from text. */
function save(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface WsdlButtonProps {
  org: number;
  accountId: number;
  flowId: string;
  disabled: boolean;
}

/** Downloads the WSDL of a SOAP flow the account has access to. */
export function WsdlButton({ org, accountId, flowId, disabled }: WsdlButtonProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={state === 'failed' ? 'red' : undefined}
      loading={state === 'loading'}
      disabled={disabled}
      aria-label={t(m.wsdlLabel, { flowId })}
      onClick={() => {
        setState('loading');
        registryApi.wsdl(org, accountId, flowId).then(
          (text) => {
            save(`${flowId}.wsdl`, text, 'application/wsdl+xml');
            setState('idle');
          },
          () => setState('failed'),
        );
      }}
    >
      {state === 'failed' ? t(m.wsdlFailed) : t(m.wsdl)}
    </Button>
  );
}
