import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { InstructorDocument } from '../../../api/signedInApi';
import { fetchOperationFile } from '../../../api/fetchFile';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';

type Loaded = { url: string } | { error: FetchBaseQueryError } | null;

/**
 * One of an applicant's private documents, shown in the page: fetched with the admin token (a
 * plain link could not carry it), kept as an object URL while shown and revoked after. An image
 * is shown as such; a PDF in the browser's viewer, framed (the site allows no plugin objects);
 * either may be downloaded (a phone's browser without an inline viewer shows the frame empty).
 */
export function DocumentViewer({ instructorId, document, label }: { instructorId: number; document: InstructorDocument; label: string }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const store = useStore();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    void fetchOperationFile('getAdminInstructorDocumentFile', `/api/api/v1/admin/instructors/${instructorId}/documents/${document.kind}/file`, {
      getState: store.getState,
      dispatch: store.dispatch,
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      if ('error' in result) {
        setLoaded({ error: result.error });
        return;
      }
      // The type the server sniffed at upload, whatever the answer's header says.
      url = URL.createObjectURL(new Blob([result.data], { type: document.mime_type }));
      setLoaded({ url });
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setLoaded(null);
    };
  }, [store, instructorId, document.kind, document.mime_type, document.uploaded_at, attempt]);

  if (!loaded) return <LoadingText>{intl.formatMessage({ id: 'admin.instructors.doc.loading' })}</LoadingText>;
  if ('error' in loaded) {
    return (
      <ErrorNotice onRetry={() => setAttempt((n) => n + 1)}>
        {intl.formatMessage({ id: 'admin.instructors.doc.loadFailed' }, { error: failureText(loaded.error) })}
      </ErrorNotice>
    );
  }
  const download = (
    <Link href={loaded.url} download={document.file_name}>
      {intl.formatMessage({ id: 'admin.instructors.doc.download' }, { file: document.file_name })}
    </Link>
  );
  if (document.mime_type === 'application/pdf') {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box component="iframe" src={loaded.url} title={label} sx={{ width: '100%', height: { xs: 480, md: 640 }, border: 1, borderColor: 'divider' }} />
        {download}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box component="img" src={loaded.url} alt={label} sx={{ maxWidth: '100%', maxHeight: 640, border: 1, borderColor: 'divider' }} />
      {download}
    </Box>
  );
}
