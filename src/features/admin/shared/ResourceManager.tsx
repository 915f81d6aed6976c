import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit, type CallOutcome } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import type { MessageId } from '../../../i18n/messages';
import { EditableListItem } from './EditableListItem';

/** The texts a manager reads under its prefix; those naming a record take `{name}`, the failures `{error}`. */
type ManagerText =
  'title' | 'intro' | 'refresh' | 'list' | 'loading' | 'loadFailed' | 'empty' | 'edit' | 'delete' | 'confirmDelete' | 'deleted' | 'deleteFailed' | 'cancel';

/** A prefix (`admin.cities`) under which every text of a manager exists in the catalogs. */
type ManagerMessages<P extends string> = `${P}.${ManagerText}` extends MessageId ? P : never;

/** What a manager needs of an RTK Query list hook's result. */
export interface ListedRecords<R> {
  data?: { data: R[] };
  error?: FetchBaseQueryError | SerializedError;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ResourceManagerProps<R extends { id: number }, P extends string> {
  messages: ManagerMessages<P>;
  list: ListedRecords<R>;
  /** Deletes a record: the delete mutation's trigger called with it. */
  remove: (record: R) => PromiseLike<CallOutcome>;
  nameOf: (record: R) => string;
  /** The form: a record to edit, or null to add one; `onDone` after a save or a cancel. */
  renderForm: (record: R | null, onDone: () => void) => ReactNode;
  /** A record's line in the list, its Edit button: what names the record (the name, a logo). */
  renderItem: (record: R) => ReactNode;
  /** A record's other lines, under its Edit button. */
  renderDetails?: (record: R) => ReactNode;
  /** Lines listed read-only, after the records: a built-in record, or what stands in for the list when it cannot be fetched. */
  fixedItems?: (failed: boolean) => ReactNode[];
}

/**
 * An office-managed list beside its form (one column on a phone): choosing a record puts the form
 * in edit mode, saving or cancelling returns it to add mode with an empty form. The list shows its
 * loading, its failure with a retry (never an empty list mistaken for none), its emptiness, and asks
 * before deleting. A screen states only its own texts, form and lines.
 */
export function ResourceManager<R extends { id: number }, P extends string>({
  messages,
  list,
  remove,
  nameOf,
  renderForm,
  renderItem,
  renderDetails,
  fixedItems,
}: ResourceManagerProps<R, P>) {
  const intl = useIntl();
  const text = (id: ManagerText, values?: Record<string, string>) => intl.formatMessage({ id: `${messages}.${id}` as MessageId }, values);
  const failureText = useFailureText();
  const [editing, setEditing] = useState<R | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  // A new key empties the add form after a record is added.
  const [formRound, setFormRound] = useState(0);
  const records = list.isError ? [] : (list.data?.data ?? []);
  const fixed = fixedItems?.(list.isError) ?? [];
  const titleId = `${messages}-list-title`.replace('.', '-');

  const removal = useSubmit((record: R) => remove(record), {
    failureMessage: (error, _, record) => text('deleteFailed', { name: nameOf(record), error }),
    successMessage: (_, record) => text('deleted', { name: nameOf(record) }),
    onSuccess: (_, record) => {
      if (editing?.id === record.id) setEditing(null);
    },
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    await removal.submit(deleting);
    setDeleting(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id={`${messages}.title` as MessageId} sx={{ mb: 0 }} />
        <Button startIcon={<RefreshIcon />} onClick={() => void list.refetch()} disabled={list.isFetching}>
          {text('refresh')}
        </Button>
      </Box>
      <Typography color="text.secondary">{text('intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Fragment key={editing?.id ?? `new-${formRound}`}>
          {renderForm(editing, () => {
            setEditing(null);
            setFormRound((round) => round + 1);
          })}
        </Fragment>
        <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem' }}>
            {text('list')}
          </Typography>
          {list.isLoading && <LoadingText>{text('loading')}</LoadingText>}
          {list.isError && <ErrorNotice onRetry={() => void list.refetch()}>{text('loadFailed', { error: failureText(list.error) })}</ErrorNotice>}
          {!list.isLoading && !list.isError && records.length === 0 && fixed.length === 0 && <EmptyText>{text('empty')}</EmptyText>}
          <List aria-labelledby={titleId}>
            {records.map((record) => (
              <EditableListItem
                key={record.id}
                selected={editing?.id === record.id}
                editLabel={text('edit', { name: nameOf(record) })}
                deleteLabel={text('delete', { name: nameOf(record) })}
                onEdit={() => setEditing(record)}
                onDelete={() => setDeleting(record)}
                details={renderDetails?.(record)}
              >
                {renderItem(record)}
              </EditableListItem>
            ))}
            {fixed.map((item, index) => (
              <ListItem key={`fixed-${index}`} divider>
                {item}
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={text('delete', { name: deleting ? nameOf(deleting) : '' })}
        cancelLabel={text('cancel')}
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && text('confirmDelete', { name: nameOf(deleting) })}
      </ConfirmDialog>
    </Box>
  );
}
