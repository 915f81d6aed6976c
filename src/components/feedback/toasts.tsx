import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useIntl } from 'react-intl';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/*
 * Toasts by notistack, downloaded when a screen that can show one is first used (a pointer or
 * focus on the page) rather than with every page: most visits never show one. The provider is
 * mounted next to the app (notistack 3 takes toasts through its standalone enqueueSnackbar), once
 * its code is here. Should that code not download (the server is away), the message still shows,
 * in a plain alert.
 */

type Notistack = typeof import('notistack');

let notistack: Promise<Notistack> | undefined;
let showToaster: (() => void) | undefined;
let showFallback: ((message: SnackbarMessage) => void) | undefined;
// Resolved when a provider is mounted; a fresh one after it unmounts (tests mount the app many times).
let toasterMounted: () => void = () => undefined;
let toasterReady = nextMount();

function nextMount(): Promise<void> {
  return new Promise<void>((resolve) => {
    toasterMounted = resolve;
  });
}

function loadToaster(): Promise<Notistack> {
  const loading = (notistack ??= import(/* webpackChunkName: "toasts" */ 'notistack'));
  loading.catch(() => {
    if (notistack === loading) notistack = undefined; // the next toast tries again
  });
  showToaster?.();
  return loading;
}

let toastsShown = 0;

/**
 * Shows a toast; it appears as soon as the toast code has downloaded (once per visit). `replaces`
 * names a toast this one takes the place of: closed as this one opens, in that order even while
 * the code is still downloading. Returns the new toast's key.
 */
export function showToast(message: SnackbarMessage, options?: OptionsObject, replaces?: SnackbarKey): SnackbarKey {
  const key = options?.key ?? `toast-${++toastsShown}`;
  Promise.all([loadToaster(), toasterReady]).then(
    ([module]) => {
      if (replaces !== undefined) module.closeSnackbar(replaces);
      module.enqueueSnackbar(message, { ...options, key });
    },
    () => showFallback?.(message),
  );
  return key;
}

/** Closes one toast, or all of them; nothing to do when none was ever shown. */
function closeToast(key?: SnackbarKey): void {
  // Read at call time: notistack binds its standalone functions when its provider is made.
  void notistack?.then(
    (module) => module.closeSnackbar(key),
    () => undefined,
  );
}

/** The screens' access to toasts, shaped like notistack's `useSnackbar`; the toast code comes with the first use of the page. */
export function useToasts(): { enqueueSnackbar: typeof showToast; closeSnackbar: typeof closeToast } {
  useEffect(() => {
    const preload = () => void loadToaster().catch(() => undefined);
    document.addEventListener('pointerdown', preload, { once: true, capture: true });
    document.addEventListener('focusin', preload, { once: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', preload, { capture: true });
      document.removeEventListener('focusin', preload, { capture: true });
    };
  }, []);
  return { enqueueSnackbar: showToast, closeSnackbar: closeToast };
}

const VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/**
 * notistack paints its variants in its own colours, white on a light green, orange or blue (3.3:1
 * and less): a toast's text takes the theme's status colours instead, which read at 4.5:1.
 */
function themedVariants(module: Notistack) {
  const Content = styled(module.MaterialDesignContent)(({ theme }) =>
    Object.fromEntries(
      VARIANTS.map((variant) => [
        `&.notistack-MuiContent-${variant}`,
        { backgroundColor: theme.palette[variant].main, color: theme.palette[variant].contrastText },
      ]),
    ),
  );
  return Object.fromEntries(VARIANTS.map((variant) => [variant, Content]));
}

/** Toasts appear top-right in every language, dismissible, 5 s, three at most. Mounted once by AppProviders. */
export function Toaster() {
  const [module, setModule] = useState<Notistack | null>(null);
  const [fallback, setFallback] = useState<SnackbarMessage | null>(null);
  useEffect(() => {
    showToaster = () => void notistack?.then(setModule, () => undefined);
    showFallback = setFallback;
    if (notistack) showToaster();
    return () => {
      showToaster = undefined;
      showFallback = undefined;
      toasterReady = nextMount();
    };
  }, []);
  useEffect(() => {
    if (module) toasterMounted();
  }, [module]);
  const variants = useMemo(() => module && themedVariants(module), [module]);
  return (
    <>
      {fallback !== null && <FallbackToast message={fallback} onDismiss={() => setFallback(null)} />}
      {module && (
        <module.SnackbarProvider
          // notistack styles itself, so this is the physical right: toasts sit top-right in Arabic too.
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={5000}
          maxSnack={3}
          Components={variants ?? undefined}
          action={(key) => <DismissButton onClick={() => closeToast(key)} />}
        />
      )}
    </>
  );
}

function DismissButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <IconButton size="small" color="inherit" aria-label={intl.formatMessage({ id: 'common.dismiss' })} onClick={onClick}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** The message of a toast whose code could not download: top-right, dismissible, announced. */
function FallbackToast({ message, onDismiss }: { message: SnackbarMessage; onDismiss: () => void }) {
  return (
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        top: 24,
        right: 24,
        zIndex: 'snackbar',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        maxWidth: 'calc(100% - 48px)',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'error.dark',
        color: 'common.white',
        boxShadow: 6,
      }}
    >
      {message}
      <DismissButton onClick={onDismiss} />
    </Box>
  );
}
