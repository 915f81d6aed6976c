import { useId, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { LOCALES, localeChanged, selectLocale, type Locale } from '../../state/localeSlice';
import type { MessageId } from '../../i18n/messages';

const NAME_IDS: Record<Locale, MessageId> = { en: 'language.name.en', fr: 'language.name.fr', ar: 'language.name.ar' };
// The order of product-spec §2.
const ORDER: readonly Locale[] = ['en', 'ar', 'fr'];

/**
 * EN / AR / FR. Shows the current code; its accessible name says the language in full. Each
 * language is named in itself (and marked with its `lang`), so a reader finds their own.
 */
export function LanguageSelector({ color = 'inherit', sx }: { color?: ButtonProps['color']; sx?: ButtonProps['sx'] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
          { language: intl.formatMessage({ id: NAME_IDS[locale] }), code: locale.toUpperCase() },
        )}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': intl.formatMessage({ id: 'language.menu' }) } }}
      >
        {ORDER.filter((code) => LOCALES.includes(code)).map((code) => (
          <MenuItem key={code} role="menuitemradio" aria-checked={code === locale} selected={code === locale} lang={code} onClick={() => choose(code)}>
            <ListItemIcon>{code === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText dir={code === 'ar' ? 'rtl' : 'ltr'}>{intl.formatMessage({ id: NAME_IDS[code] })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
