import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useCreateBookingMutation,
  useListMyWaitlistQuery,
  useListPublicPackagesQuery,
  useQuoteBookingMutation,
  type BookingInput,
  type Quote,
} from '../../../api/signedInApi';
import { LazyLiveWatch } from '../../../api/lazyLive';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { inLocale } from '../../../i18n/translated';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { TextInput } from '../../../components/forms/TextInput';
import { serverFieldErrors } from '../../../components/forms/serverFieldErrors';
import { useSubmit, type CallFailure } from '../../../components/forms/useSubmit';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messages';
import { AmountsTable } from '../shared/AmountsTable';
import { conflictCode, type ConflictCode } from '../../../api/conflictCode';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { packageAmounts, requestedPackage, sameCode } from './checkoutChoice';
import { DateOption } from './DateOption';
import { WaitlistRow } from './WaitlistRow';
import { classDateText } from '../shared/bookingTexts';
import { PackageOption, packageCardId } from './PackageOption';

/** The refusals of a booking that a fresh list of dates answers: the student chooses again. */
const DATE_CONFLICTS: Partial<Record<ConflictCode, MessageId>> = {
  sold_out: 'checkout.conflict.soldOut',
  date_closed: 'checkout.conflict.dateClosed',
  package_inactive: 'checkout.conflict.packageInactive',
};

const FORM_FIELDS = ['package_id', 'package_date_id', 'discount_code'];
// A refusal of one of the form's own fields (an unknown code) is said at that field only.
const shownAtField = (error: CallFailure) => Object.keys(serverFieldErrors(error)).some((field) => FORM_FIELDS.includes(field));

const legend = { mb: 2, p: 0 } as const;
const SEATS = ['seats'] as const;
const fieldset = { border: 0, p: 0, m: 0, mb: 4, minWidth: 0 } as const;

/**
 * The checkout: a package (preselected from the address), a date with seats left when the package
 * has dates, an optional partner discount code priced by the server, the amounts, and Book, which
 * holds a seat and opens the booking's page to choose how to pay.
 */
export function Checkout() {
  // Seats others take or free while the page is open show within a second (polled while the live stream is down).
  const [pollingInterval, setPollingInterval] = useState(0);
  return (
    <>
      <Suspense fallback={null}>
        <LazyLiveWatch topics={SEATS} onPollingInterval={setPollingInterval} />
      </Suspense>
      <CheckoutForm pollingInterval={pollingInterval} />
    </>
  );
}

function CheckoutForm({ pollingInterval }: { pollingInterval: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const { data, isLoading, isError, refetch } = useListPublicPackagesQuery(undefined, { pollingInterval });
  const { data: waitlist } = useListMyWaitlistQuery(undefined, { pollingInterval });
  const entries = new Map((waitlist?.data ?? []).map((entry) => [entry.package_date_id, entry]));
  const heldForMe = (dateId: number) => entries.get(dateId)?.status === 'offered';
  const packages = data?.data ?? [];
  const [packageId, setPackageId] = useState<number>();
  const chosen = packages.find((pkg) => pkg.id === packageId) ?? (packageId === undefined ? requestedPackage(packages, params) : undefined);
  // A date belongs to the package it was chosen in, and only while it has a seat left (the list is refreshed after a refusal).
  const [dateChoice, setDateChoice] = useState<{ packageId: number; dateId: number }>();
  const chosenDate =
    dateChoice?.packageId === chosen?.id
      ? chosen?.dates.find((date) => date.id === dateChoice?.dateId && (date.seats_left > 0 || heldForMe(date.id)))
      : undefined;
  const [code, setCode] = useState('');
  const [quote, setQuote] = useState<Quote>();
  const [refusal, setConflict] = useState<MessageId>();
  // A chosen date that sold out meanwhile (the live list says so) is said before Book is pressed:
  // as a refusal would say it, without taking the focus from what the student is doing.
  const choiceSoldOut =
    dateChoice?.packageId === chosen?.id && (chosen?.dates ?? []).some((date) => date.id === dateChoice?.dateId && date.seats_left <= 0 && !heldForMe(date.id));
  const conflict = refusal ?? (choiceSoldOut ? 'checkout.conflict.soldOut' : undefined);
  const [quoteBooking] = useQuoteBookingMutation();
  const [createBooking] = useCreateBookingMutation();
  const datesErrorId = useId();
  const locale = intl.locale as Locale;
  const conflictAlert = useRef<HTMLDivElement>(null);
  // A refusal is read where the student is: beside Book, which waits for a new choice.
  useEffect(() => {
    if (refusal) conflictAlert.current?.focus();
  }, [refusal]);
  // A package asked for by the address ("Enroll now") is brought into view with its dates, once.
  const requestedId = packageId === undefined ? chosen?.id : undefined;
  const scrolled = useRef(false);
  useEffect(() => {
    if (requestedId === undefined || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(packageCardId(requestedId))?.scrollIntoView({ block: 'start' });
  }, [requestedId]);

  const input = (): BookingInput => ({ package_id: chosen?.id ?? 0, package_date_id: chosenDate?.id ?? null, discount_code: code.trim() || null });
  const choiceErrors = () => ({
    package_id: chosen ? undefined : intl.formatMessage({ id: 'checkout.choosePackage' }),
    package_date_id: chosen && chosen.dates.length > 0 && !chosenDate ? intl.formatMessage({ id: 'checkout.chooseDate' }) : undefined,
  });

  const applying = useSubmit((arg: BookingInput) => quoteBooking({ bookingInput: arg }), {
    validate: (arg) => ({ ...choiceErrors(), discount_code: arg.discount_code ? undefined : intl.formatMessage({ id: 'checkout.code.empty' }) }),
    onSuccess: (result) => setQuote(result.data),
    refused: shownAtField,
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
  });
  const booking = useSubmit((arg: BookingInput) => createBooking({ bookingInput: arg }), {
    validate: choiceErrors,
    refused: (error) => {
      const code = conflictCode(error);
      const message = code && DATE_CONFLICTS[code];
      if (!message) return shownAtField(error);
      setConflict(message);
      void refetch();
      return true;
    },
    onSuccess: (result) => void navigate(localize(paths.booking.getHref(result.data.id))),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
  });
  const errors = { ...applying.fieldErrors, ...booking.fieldErrors };

  const apply = () => {
    setConflict(undefined);
    void applying.submit(input());
  };
  const book = (event: FormEvent) => {
    event.preventDefault();
    setConflict(undefined);
    void booking.submit(input());
  };
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const choosePackage = (id: number) => {
    setPackageId(id);
    setConflict(undefined);
    booking.clear();
    applying.clear();
  };

  // The quote's amounts while they price what is chosen now (same package, same code); the package's own otherwise.
  const quoted = quote && chosen && quote.package.id === chosen.id && quote.discount && sameCode(quote.discount.code, code) ? quote : undefined;
  const amounts = quoted ?? (chosen ? packageAmounts(chosen) : undefined);
  const codeHint = quoted?.discount
    ? intl.formatMessage({ id: 'checkout.code.applied' }, { partner: quoted.discount.partner_name })
    : code.trim()
      ? intl.formatMessage({ id: 'checkout.code.notApplied' })
      : intl.formatMessage({ id: 'checkout.code.hint' });

  if (isError) return <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'payment.loadFailed' })}</ErrorNotice>;
  if (isLoading) return <LoadingText>{intl.formatMessage({ id: 'payment.loading' })}</LoadingText>;
  if (packages.length === 0) return <EmptyText>{intl.formatMessage({ id: 'payment.empty' })}</EmptyText>;

  return (
    <Box component="form" noValidate onSubmit={book}>
      <Box component="fieldset" sx={fieldset}>
        <Typography component="legend" variant="h2" sx={legend}>
          {intl.formatMessage({ id: 'payment.choose' })}
        </Typography>
        {errors.package_id && (
          <Typography color="error" role="alert" sx={{ mb: 1 }}>
            {errors.package_id}
          </Typography>
        )}
        <Box role="radiogroup" aria-label={intl.formatMessage({ id: 'payment.choose' })} sx={{ display: 'grid', gap: 2 }}>
          {packages.map((pkg) => (
            <PackageOption key={pkg.id} pkg={pkg} checked={pkg.id === chosen?.id} onChoose={() => choosePackage(pkg.id)} />
          ))}
        </Box>
      </Box>

      {chosen && chosen.dates.length > 0 && (
        <Box component="fieldset" sx={fieldset} aria-describedby={errors.package_date_id ? datesErrorId : undefined}>
          <Typography component="legend" variant="h2" sx={legend}>
            {intl.formatMessage({ id: 'checkout.dates' })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {intl.formatMessage({ id: 'checkout.dates.timeZone' })}
          </Typography>
          {errors.package_date_id && (
            <Typography id={datesErrorId} color="error" sx={{ mb: 1 }}>
              {errors.package_date_id}
            </Typography>
          )}
          <Box role="radiogroup" aria-label={intl.formatMessage({ id: 'checkout.dates' })} sx={{ display: 'grid', gap: 1 }}>
            {chosen.dates.map((date) => (
              <Box key={date.id} sx={{ display: 'grid', gap: 0.5 }}>
                <DateOption
                  date={date}
                  heldForMe={heldForMe(date.id)}
                  checked={date.id === chosenDate?.id}
                  onChoose={() => {
                    setDateChoice({ packageId: chosen.id, dateId: date.id });
                    setConflict(undefined);
                  }}
                />
                {(date.seats_left <= 0 || entries.has(date.id)) && (
                  <WaitlistRow dateId={date.id} when={classDateText(intl, date)} entry={entries.get(date.id)} />
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 4, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <TextInput
            name="discount_code"
            label={intl.formatMessage({ id: 'checkout.code' })}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.discount_code)}
            helperText={errors.discount_code ?? codeHint}
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { onKeyDown: applyOnEnter, maxLength: 64 } }}
          />
        </Box>
        <Button variant="outlined" size="large" onClick={apply} disabled={applying.isSubmitting} sx={{ mt: 0.5 }}>
          {intl.formatMessage({ id: 'checkout.code.apply' })}
        </Button>
      </Box>

      <Paper variant="outlined" sx={{ p: 2 }}>
        {amounts ? (
          <AmountsTable amounts={amounts} caption={intl.formatMessage({ id: 'checkout.summary' })} />
        ) : (
          <Typography color="text.secondary">{intl.formatMessage({ id: 'checkout.summary.empty' })}</Typography>
        )}
      </Paper>

      {/* Book and what answers it stay in view while the student scrolls the packages and dates. */}
      <Paper
        elevation={6}
        sx={{ position: 'sticky', bottom: 0, zIndex: 'appBar', mt: 2, mx: { xs: -2, sm: 0 }, p: 2, borderRadius: { xs: 0, sm: 1 }, display: 'grid', gap: 1.5 }}
      >
        {conflict && (
          <Alert ref={conflictAlert} tabIndex={-1} severity="warning" role="alert">
            {intl.formatMessage({ id: conflict })}
          </Alert>
        )}
        {booking.failure && <Alert severity="error">{booking.failure}</Alert>}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          {chosen && amounts && (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary" dir="auto" noWrap>
                {inLocale(chosen.name, locale)}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {intl.formatMessage({ id: 'checkout.amounts.total' })} {formatCents(amounts.total_cents, locale)}
              </Typography>
            </Box>
          )}
          <SubmitButton
            variant="contained"
            color="secondary"
            size="large"
            disabled={booking.isSubmitting || conflict !== undefined}
            sx={{ marginInlineStart: 'auto' }}
          >
            {intl.formatMessage({ id: 'payment.book' })}
          </SubmitButton>
        </Box>
      </Paper>
    </Box>
  );
}
