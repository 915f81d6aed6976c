import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { LTR_INPUT } from '../../../components/forms/fieldRenderer';
import type { FieldErrors } from '../../../components/forms/useSubmit';
import { BDE_RULE_FIELDS, type BdeRuleName, type BdeRuleTexts } from './bdeRules';

interface BdeRulesFieldsProps {
  texts: BdeRuleTexts;
  onChange: (name: BdeRuleName, text: string) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/** The settings form's BDE section: the Ministry's rules, each a whole number (its values by default). */
export function BdeRulesFields({ texts, onChange, errors, disabled }: BdeRulesFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mt: 1 }}>
        {intl.formatMessage({ id: 'admin.settings.bde' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'admin.settings.bdeHint' })}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {BDE_RULE_FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            name={name}
            label={intl.formatMessage({ id: label })}
            value={texts[name]}
            onChange={(event) => onChange(name, event.target.value)}
            error={Boolean(errors[name])}
            helperText={errors[name] ?? ' '}
            disabled={disabled}
            required
            slotProps={{ ...LTR_INPUT, htmlInput: { ...LTR_INPUT.htmlInput, inputMode: 'numeric', maxLength: 3 } }}
          />
        ))}
      </Box>
    </>
  );
}
