import { Suspense, useId, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../page/lazyComponent';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { localeChanged, selectLocale } from '../../state/localeSlice';
import type { Locale } from '../../i18n/locale';
import { LANGUAGE_NAME_IDS } from './languageNames';

// The menu (Popover, Modal, focus handling) comes when first wanted, not with every page.
const LanguageMenu = lazyComponent(() => import(/* webpackChunkName: "language-menu" */ './LanguageMenu'), 'default');
export const preloadLanguageMenu = LanguageMenu.preload;

/** EN / AR / FR. Shows the current code; its accessible name says the language in full. */
export function LanguageSelector({ color = 'inherit', sx }: { color?: ButtonProps['color']; sx?: ButtonProps['sx'] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const open = Boolean(anchor);

  const choose = (next: Locale) => {
    setAnchor(null);
    if (next !== locale) dispatch(localeChanged(next));
  };

  return (
    <>
      <Button
        id={buttonId}
        color={color}
        sx={sx}
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(
          { id: 'language.change' },
          { language: intl.formatMessage({ id: LANGUAGE_NAME_IDS[locale] }), code: locale.toUpperCase() },
        )}
        onPointerEnter={() => void LanguageMenu.preload()}
        onFocus={() => void LanguageMenu.preload()}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {locale.toUpperCase()}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu menuId={menuId} anchor={anchor} locale={locale} onClose={() => setAnchor(null)} choose={choose} />
        </Suspense>
      )}
    </>
  );
}
