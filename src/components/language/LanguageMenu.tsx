import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../i18n/locale';
import { LANGUAGE_NAME_IDS } from './languageNames';

// The order of the language selector: EN, AR, FR.
const ORDER: readonly Locale[] = ['en', 'ar', 'fr'];

export interface LanguageMenuProps {
  menuId: string;
  anchor: HTMLElement | null;
  locale: Locale;
  onClose: () => void;
  choose: (locale: Locale) => void;
}

/** The list of languages; each is named in itself and marked with its `lang`, so a reader finds their own. */
export default function LanguageMenu({ menuId, anchor, locale, onClose, choose }: LanguageMenuProps) {
  const intl = useIntl();
  const open = Boolean(anchor);
  return (
    <Menu id={menuId} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': intl.formatMessage({ id: 'language.menu' }) } }}>
      {ORDER.filter((code) => LOCALES.includes(code)).map((code) => (
        <MenuItem key={code} role="menuitemradio" aria-checked={code === locale} selected={code === locale} lang={code} onClick={() => choose(code)}>
          <ListItemIcon>{code === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText dir={code === 'ar' ? 'rtl' : 'ltr'}>{intl.formatMessage({ id: LANGUAGE_NAME_IDS[code] })}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
