import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { TextInput } from '../../../components/forms/TextInput';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useCheckPartnerStudentsMutation, type PublicPartner } from '../../../api';
import { SafeImage } from '../../../components/media/SafeImage';
import { StaticRegion } from '../../../components/page/StaticRegion';
import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { inLanguage, langAttributes } from '../../../i18n/translated';
import { useAppDispatch } from '../../../state/hooks';
import { useSelector } from 'react-redux';
import { accountNumberChanged, partnerCardToggled, selectAccountNumber, selectOpenPartnerId, type PartnerCardState } from './partnerCardSlice';
import { Notice } from '../../../components/feedback/Notice';

// This feature's own slice of the store (the shared hooks know only auth and locale).
const usePartnerCardSelector = useSelector.withTypes<{ partnerCard: PartnerCardState }>();

/** Partner logos are shown at 150 px. */
const LOGO_PX = 150;

/** A partner: logo and name; its toggle opens the account-number check (one card open at a time). */
export function PartnerCard({ partner }: { partner: PublicPartner }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const dispatch = useAppDispatch();
  const open = usePartnerCardSelector(selectOpenPartnerId) === partner.id;
  const inputId = `partner-${partner.id}-account`;
  const description = inLanguage(locale, partner.translations, 'description', partner.description ?? '');

  return (
    <Card component="article" variant="outlined" aria-label={partner.name} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
        <StaticRegion data={partner}>
          <SafeImage
            src={partner.logo ?? ''}
            alt={intl.formatMessage({ id: 'partners.logo' }, { name: partner.name })}
            width={LOGO_PX}
            height={LOGO_PX}
            style={{ width: LOGO_PX, height: LOGO_PX, objectFit: 'contain' }}
          />
          <Typography variant="h3" component="h2" dir="auto">
            {partner.name}
          </Typography>
          {description.value && (
            <Typography color="text.secondary" {...langAttributes(description.lang, locale)}>
              {description.value}
            </Typography>
          )}
        </StaticRegion>
        <Button
          variant={open ? 'contained' : 'outlined'}
          aria-expanded={open}
          aria-controls={`${inputId}-form`}
          onClick={() => dispatch(partnerCardToggled(partner.id))}
        >
          {intl.formatMessage({ id: 'partners.check' })}
        </Button>
        {open && <AccountCheck partner={partner} inputId={inputId} />}
      </CardContent>
    </Card>
  );
}

/**
 * The open card's account-number check. Mounted only while the card is open, so a closed card
 * forgets its last answer and reopening starts afresh.
 */
function AccountCheck({ partner, inputId }: { partner: PublicPartner; inputId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const accountNumber = usePartnerCardSelector(selectAccountNumber);
  const [check, { data, isSuccess }] = useCheckPartnerStudentsMutation();
  // Any refusal reads the same to a visitor: no students under that number (shown below, not toasted).
  const checking = useSubmit(check, {
    validate: () => ({ account_number: accountNumber.trim() ? undefined : intl.formatMessage({ id: 'partners.accountRequired' }) }),
    failureMessage: () => intl.formatMessage({ id: 'partners.noStudents' }),
    toastFailure: false,
  });
  const missing = checking.fieldErrors.account_number;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void checking.submit({ id: partner.id, partnerAccountCheckInput: { account_number: accountNumber.trim() } });
  };

  const result = data?.data;
  const matched = isSuccess && result && result.count > 0;
  return (
    <Box component="form" id={`${inputId}-form`} noValidate onSubmit={confirm} sx={{ width: '100%', display: 'grid', gap: 1, textAlign: 'start' }}>
      <TextInput
        id={inputId}
        name="account_number"
        label={intl.formatMessage({ id: 'partners.accountNumber' })}
        value={accountNumber}
        onChange={(event) => dispatch(accountNumberChanged(event.target.value))}
        error={Boolean(missing)}
        helperText={missing ?? ' '}
        autoComplete="off"
        autoFocus
        required
      />
      <SubmitButton variant="contained" disabled={checking.isSubmitting}>
        {intl.formatMessage({ id: checking.isSubmitting ? 'partners.checking' : 'partners.confirm' })}
      </SubmitButton>
      <Box aria-live="polite">
        {(checking.failure || (isSuccess && !matched)) && <Notice tone="warning">{intl.formatMessage({ id: 'partners.noStudents' })}</Notice>}
        {matched && result && (
          <Notice tone="success">
            <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage({ id: 'partners.count' }, { count: result.count })}</Typography>
            <Typography>{intl.formatMessage({ id: 'partners.profit' }, { amount: formatMoney(result.profit, intl.locale as Locale) })}</Typography>
            <Box component="ul" aria-label={intl.formatMessage({ id: 'partners.students' }, { name: partner.name })} sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {result.students.map((student) => (
                <li key={student.id}>{student.name?.trim() || intl.formatMessage({ id: 'partners.unnamed' })}</li>
              ))}
            </Box>
          </Notice>
        )}
      </Box>
    </Box>
  );
}
