import { useState } from 'react';
import { useStore } from 'react-redux';
import { fetchOperationFile, type FileResult } from '../../api/fetchFile';
import type { OperationId } from '../../contract/generated/operations.gen';
import { downloadFile } from './downloadFile';

/**
 * Downloads a private file of the API (a course record, an export) with the operation's token, which
 * a plain link could not carry, and hands it to the browser; `busy` while it comes. The result says
 * how it went, a failure in fetchBaseQuery's shape.
 */
export function useOperationDownload() {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const download = async (operationId: OperationId, path: string, fileName: string): Promise<FileResult> => {
    setBusy(true);
    try {
      const result = await fetchOperationFile(operationId, path, store);
      if ('data' in result) downloadFile(result.data, fileName);
      return result;
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
