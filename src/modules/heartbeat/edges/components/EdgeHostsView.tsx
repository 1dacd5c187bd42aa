import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { DeployedFlow } from '../../../../shared/contracts';
import { useT, type Message, type Translate } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { useConsoleSession } from '../../../../shared/session';
import { commonMessages, QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ConfirmDialog, ModalDialog, SideDrawer } from '../../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import type { VirtualColumn } from '../../../../shared/ui/table';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { flowQueries } from '../../model/flows';
import type { FlowHost } from '../../paths';
import { edgeMessages } from '../messages';
import type { EdgeChange } from '../queries';
import { EdgeDetails } from './EdgeDetails';
import { EdgeTable, type EdgeHost } from './EdgeTable';

/** Field errors of a form, already in words. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The form of a kind: its fields, their empty values, checks and the draft's shape. */
export interface EdgeFormKind<V extends { flowIds: string[] }, I> {
  empty: V;
  isValues: (value: unknown) => value is V;
  validate: (values: V, t: Translate) => FieldErrors<V>;
  toInput: (values: V) => I;
  Fields: ComponentType<{
    values: V;
    onChange: (values: V) => void;
    errors: FieldErrors<V>;
    flows: readonly DeployedFlow[];
  }>;
}

/** What a page of beatboxes or agents says. */
export interface EdgeTexts {
  heading: Message;
  intro: Message;
  table: Message;
  empty: Message;
  create: Message;
  createTitle: Message;
  editTitle: Message;
  deleteTitle: Message;
  deleteText: Message;
  fetchFailed: Message;
  createFailed: Message;
  editFailed: Message;
  deleteFailed: Message;
}

interface Draft<V> {
  open: boolean;
  /** The host being edited; null for a new one. */
  id: number | null;
  values: V;
}

export interface EdgeHostsViewProps<H extends EdgeHost, V extends { flowIds: string[] }, I> {
  kind: FlowHost['kind'];
  texts: EdgeTexts;
  list: UseQueryResult<H[]>;
  idOf: (host: H) => number;
  canManage: boolean;
  extraColumns: readonly VirtualColumn<H>[];
  facts: (host: H) => readonly (readonly [Message, ReactNode])[];
  valuesOf: (host: H) => V;
  form: EdgeFormKind<V, I>;
  change: UseMutationResult<unknown, Error, EdgeChange<I>>;
}

/**
 * The page of beatboxes or of agents: the list, a host's details in a drawer, the create and
 * edit form (kept as a draft across reloads) and the delete confirmation. Changes need the
 * server: offline they are disabled with the reason.
 */
export function EdgeHostsView<
  H extends EdgeHost & { created: string; updated: string },
  V extends { flowIds: string[] },
  I,
>(props: EdgeHostsViewProps<H, V, I>) {
  const { kind, texts, list, idOf, canManage, form, change } = props;
  const t = useT();
  const { org } = useHeartbeatPage();
  const { user } = useConsoleSession();
  const query = useRangeQuery();
  useRangeToolbar(list.dataUpdatedAt, { range: false });
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const isDraft = (value: unknown): value is Draft<V> => {
    if (typeof value !== 'object' || value === null) return false;
    const draft = value as Partial<Draft<V>>;
    return (
      typeof draft.open === 'boolean' &&
      (draft.id === null || typeof draft.id === 'number') &&
      form.isValues(draft.values)
    );
  };
  const [draft, setDraft, discardDraft] = useDraft<Draft<V>>(
    `user.${user.userId}.heartbeat.${kind}Form.${org}`,
    { open: false, id: null, values: form.empty },
    isDraft,
  );
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<H | null>(null);
  const flows = useQuery({ ...flowQueries.flows(org), enabled: draft.open });

  const hosts = list.data ?? [];
  const opened = hosts.find((host) => idOf(host) === openId) ?? null;
  const editing = draft.id === null ? null : hosts.find((host) => idOf(host) === draft.id);

  const closeForm = () => {
    setErrors({});
    change.reset();
    discardDraft();
    setDraft({ open: false, id: null, values: form.empty });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = form.validate(draft.values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = form.toInput(draft.values);
    change.mutate(
      draft.id === null ? { kind: 'create', input } : { kind: 'edit', id: draft.id, input },
      { onSuccess: closeForm },
    );
  };
  const failedChange = change.variables?.kind;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(texts.heading)}
        </Title>
        {canManage && (
          <Button
            onClick={() => setDraft({ open: true, id: null, values: form.empty })}
            {...needsServer}
          >
            {t(texts.create)}
          </Button>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
      <Text size="sm">{t(texts.intro)}</Text>
      {list.isError && (
        <QueryError
          error={list.error}
          title={texts.fetchFailed}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data ? (
        <Stack gap="xs">
          <FetchedAt updatedAt={list.dataUpdatedAt} />
          <EdgeTable
            label={t(texts.table)}
            empty={t(texts.empty)}
            hosts={list.data}
            kind={kind}
            idOf={idOf}
            extraColumns={props.extraColumns}
            onOpen={(host) => setOpenId(idOf(host))}
            query={query}
          />
        </Stack>
      ) : (
        !list.isError && <Skeleton height={200} />
      )}
      <SideDrawer
        opened={opened !== null}
        onClose={() => setOpenId(null)}
        title={opened?.name ?? ''}
      >
        {opened && (
          <Stack gap="md">
            {failedChange === 'delete' && change.isError && (
              <QueryError error={change.error} title={texts.deleteFailed} />
            )}
            <EdgeDetails
              host={opened}
              flowHost={{ kind, id: idOf(opened) }}
              facts={props.facts(opened)}
              query={query}
              actions={
                canManage
                  ? {
                      needsServer,
                      onEdit: () => {
                        change.reset();
                        setOpenId(null);
                        setDraft({ open: true, id: idOf(opened), values: props.valuesOf(opened) });
                      },
                      onDelete: () => setDeleting(opened),
                    }
                  : undefined
              }
            />
          </Stack>
        )}
      </SideDrawer>
      <ModalDialog
        opened={canManage && draft.open}
        onClose={closeForm}
        title={editing ? t(texts.editTitle, { name: editing.name }) : t(texts.createTitle)}
        size="lg"
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <form.Fields
              values={draft.values}
              onChange={(values) => setDraft({ ...draft, values })}
              errors={errors}
              flows={flows.data ?? []}
            />
            {change.isError && failedChange !== 'delete' && (
              <QueryError
                error={change.error}
                title={failedChange === 'edit' ? texts.editFailed : texts.createFailed}
              />
            )}
            <NeedsServerNote id={`${noteId}-form`} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeForm}>
                {t(commonMessages.cancel)}
              </Button>
              <Button
                type="submit"
                loading={change.isPending}
                {...serverNoteProps(needsServer, `${noteId}-form`)}
              >
                {t(commonMessages.save)}
              </Button>
            </Group>
          </Stack>
        </form>
      </ModalDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(texts.deleteTitle)}
        text={t(texts.deleteText, { name: deleting?.name ?? '' })}
        confirmLabel={t(edgeMessages.delete)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const id = idOf(deleting);
          setDeleting(null);
          change.mutate({ kind: 'delete', id }, { onSuccess: () => setOpenId(null) });
        }}
      />
    </Stack>
  );
}

/** The offline props pointing at the form's own note. */
function serverNoteProps(base: { disabled: boolean }, noteId: string) {
  return { disabled: base.disabled, 'aria-describedby': base.disabled ? noteId : undefined };
}
