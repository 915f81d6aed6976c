import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorNotice, LoadingText } from '../feedback/StatusMessage';

/** What a road-test screen reads (the centres, the tests): its loading and failure in the road tests' words, else `children` of its data. */
export function RoadTestQuery<T>({ query, children }: { query: { data?: T; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (query.isError) return <ErrorNotice onRetry={() => void query.refetch()}>{intl.formatMessage({ id: 'roadTests.loadFailed' })}</ErrorNotice>;
  if (query.data === undefined) return <LoadingText>{intl.formatMessage({ id: 'roadTests.loading' })}</LoadingText>;
  return children(query.data);
}
