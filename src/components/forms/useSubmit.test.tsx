import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { showToast } from '../feedback/toasts';
import { useSubmit, type CallOutcome } from './useSubmit';

jest.mock('../feedback/toasts', () => {
  const toast = jest.fn();
  return { showToast: toast, useToasts: () => ({ enqueueSnackbar: toast, closeSnackbar: jest.fn() }) };
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" onError={() => undefined}>
    {children}
  </IntlProvider>
);

const failed = (status: number, data: unknown): CallOutcome => ({ error: { status, data } });

beforeEach(() => jest.mocked(showToast).mockClear());

test('a 422 shows the server messages by their fields (full path, and the list or object holding them), first message per field', async () => {
  const trigger = jest.fn(async (_: { name: string }) =>
    failed(422, { message: 'Invalid', errors: { name: ['Name taken', 'Too short'], 'images.0': ['Not a URL'] } }),
  );
  const { result } = renderHook(() => useSubmit(trigger), { wrapper });
  await act(() => result.current.submit({ name: 'Kingston' }));
  expect(result.current.fieldErrors).toEqual({ name: 'Name taken', images: 'Not a URL', 'images.0': 'Not a URL' });
  expect(trigger).toHaveBeenCalledWith({ name: 'Kingston' });
});

test('a 500 is worded, kept for the banner and toasted as an error', async () => {
  const { result } = renderHook(() => useSubmit(async () => failed(500, { message: 'Database down' }), { failureMessage: (text) => `Save failed: ${text}` }), {
    wrapper,
  });
  await act(() => result.current.submit(undefined));
  expect(result.current.failure).toBe('Save failed: Database down');
  expect(showToast).toHaveBeenCalledWith('Save failed: Database down', { variant: 'error' }, undefined);
  expect(result.current.fieldErrors).toEqual({});
});

test("a form's second toast takes the place of its first", async () => {
  jest.mocked(showToast).mockReturnValueOnce('first-toast');
  let attempt = 0;
  const { result } = renderHook(() => useSubmit(async () => (++attempt === 1 ? failed(500, { message: 'Down' }) : { data: {} }), { successMessage: 'Saved' }), {
    wrapper,
  });
  await act(() => result.current.submit(undefined));
  await act(() => result.current.submit(undefined));
  expect(jest.mocked(showToast).mock.calls).toEqual([
    ['Down', { variant: 'error' }, undefined],
    ['Saved', { variant: 'success' }, 'first-toast'],
  ]);
});

test('a refusal the screen answers itself (409) shows nothing else', async () => {
  const refused = jest.fn(() => true);
  const { result } = renderHook(() => useSubmit(async () => failed(409, { message: 'Changed' }), { refused }), { wrapper });
  await act(() => result.current.submit(undefined));
  expect(refused).toHaveBeenCalled();
  expect(result.current.failure).toBeNull();
  expect(showToast).not.toHaveBeenCalled();
});

test('a second submit while the first is on its way is not sent; the form is marked submitting meanwhile', async () => {
  let answer: (outcome: CallOutcome) => void = () => undefined;
  const trigger = jest.fn(() => new Promise<CallOutcome>((resolve) => (answer = resolve)));
  const onSuccess = jest.fn();
  const { result } = renderHook(() => useSubmit(trigger, { onSuccess, successMessage: 'Saved' }), { wrapper });
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.submit(undefined);
  });
  expect(result.current.isSubmitting).toBe(true);
  await act(() => result.current.submit(undefined));
  expect(trigger).toHaveBeenCalledTimes(1);
  await act(async () => {
    answer({ data: { ok: true } });
    await first;
  });
  expect(result.current.isSubmitting).toBe(false);
  expect(onSuccess).toHaveBeenCalledWith({ ok: true }, undefined);
  expect(showToast).toHaveBeenCalledWith('Saved', { variant: 'success' }, undefined);
});

test("the form's own checks stop the call and show by their fields", async () => {
  const trigger = jest.fn(async () => ({ data: null }));
  const { result } = renderHook(() => useSubmit(trigger, { validate: () => ({ email: 'Email required', password: undefined }) }), { wrapper });
  await act(() => result.current.submit(undefined));
  expect(trigger).not.toHaveBeenCalled();
  expect(result.current.fieldErrors).toEqual({ email: 'Email required', password: undefined });
});
