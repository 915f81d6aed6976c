import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { describeFailure, extractServerErrorText } from '../../api';

/**
 * Words a failed call for people: the server's own text (see extractServerErrorText) when it answered,
 * else what went wrong on the way (unreachable, too slow).
 */
export function useFailureText() {
  const intl = useIntl();
  return (error: FetchBaseQueryError | SerializedError | undefined): string => {
    const failure = describeFailure(error);
    if (failure.kind === 'http') return extractServerErrorText(failure.body) ?? String(failure.status);
    if (failure.kind === 'timeout') return intl.formatMessage({ id: 'common.timeout' });
    return intl.formatMessage({ id: 'common.networkError' });
  };
}
