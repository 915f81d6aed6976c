import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import type { InstructorApplication, InstructorDocument, InstructorDocumentKind } from '../../../api/signedInApi';
import { fetchOperationFile } from '../../../api/fetchFile';
import { downloadFile } from '../../../components/files/downloadFile';
import { DOCUMENT_GROUPS } from '../../../components/instructors/documentGroups';
import { formatDate } from '../../../i18n/format';
import { selectLocale } from '../../../state/localeSlice';
import { useAppSelector } from '../../../state/hooks';
import { useUploadInstructorDocumentMutation } from '../shared/documentApi';
import { controlId } from './applicationFields';
import { FileUpload } from './FileUpload';

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

function DocumentRow({ kind, name, document }: { kind: InstructorDocumentKind; name: string; document: InstructorDocument | undefined }) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const store = useStore();
  const [upload] = useUploadInstructorDocumentMutation();
  const [viewProblem, setViewProblem] = useState<string | null>(null);

  const view = async (uploaded: InstructorDocument) => {
    setViewProblem(null);
    // Fetched with the instructor's token, which a plain link could not carry.
    const result = await fetchOperationFile('getMyDocumentFile', `/api/api/v1/instructor/documents/${kind}/file`, store);
    if ('data' in result) downloadFile(result.data, uploaded.file_name);
    else setViewProblem(intl.formatMessage({ id: 'instructorArea.doc.viewFailed' }));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {document ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {/* The page's direction, the file name isolated: dir="auto" turned an Arabic line starting with a Latin name left to right. */}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(
              { id: 'instructorArea.doc.uploaded' },
              {
                file: <bdi key="file">{document.file_name}</bdi>,
                date: formatDate(document.uploaded_at, locale, { dateStyle: 'medium', timeStyle: 'short' }),
              },
            )}
          </Typography>
          <Button size="small" onClick={() => void view(document)} aria-label={intl.formatMessage({ id: 'instructorArea.doc.viewNamed' }, { name })}>
            {intl.formatMessage({ id: 'instructorArea.doc.view' })}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'instructorArea.doc.none' })}
        </Typography>
      )}
      {viewProblem && (
        <Typography role="alert" color="error" variant="body2">
          {viewProblem}
        </Typography>
      )}
      <FileUpload
        id={controlId(`documents.${kind}`)}
        name={name}
        replacing={Boolean(document)}
        types={DOCUMENT_TYPES}
        send={(file, onProgress) => upload({ kind, file, onProgress })}
      />
    </Box>
  );
}

/** The seven required documents, each with what was uploaded (name, date, a download) and its upload. */
export function DocumentsSection({ application }: { application: InstructorApplication }) {
  const intl = useIntl();
  const byKind = new Map(application.documents.map((document) => [document.kind, document]));
  return (
    <Box component="section" aria-labelledby="instructor-documents-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="instructor-documents-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {intl.formatMessage({ id: 'instructorArea.application.documents' })}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {intl.formatMessage({ id: 'instructorArea.doc.rules' }, { max: 8 })}
      </Typography>
      <Box component="ol" sx={{ display: 'grid', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {DOCUMENT_GROUPS.map((group) => (
          <Paper component="li" key={group.title} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {intl.formatMessage({ id: group.title })}
            </Typography>
            {group.kinds.map(({ kind, label }) => (
              <Box key={kind} sx={{ display: 'grid', gap: 1 }}>
                {label && <Typography sx={{ fontWeight: 500 }}>{intl.formatMessage({ id: label })}</Typography>}
                <DocumentRow kind={kind} name={intl.formatMessage({ id: label ?? group.title })} document={byKind.get(kind)} />
              </Box>
            ))}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
