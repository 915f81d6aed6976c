import Box from '@mui/material/Box';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/**
 * Props for an icon Button whose text shows only from `from` up (crowded bars on smaller
 * screens): the text is hidden with CSS, and `aria-label` keeps the button's name everywhere.
 * Spread on a Button that has a startIcon: `<Button startIcon={…} {...collapsibleLabel(text, 'lg')} />`.
 */
export function collapsibleLabel(label: string, from: Breakpoint) {
  return {
    'aria-label': label,
    children: (
      <Box component="span" sx={{ display: { xs: 'none', [from]: 'inline' } }}>
        {label}
      </Box>
    ),
    sx: {
      whiteSpace: 'nowrap',
      minWidth: 44,
      // MUI's start-icon margins (-4px before, 8px after), only when the text shows.
      '& .MuiButton-startIcon': { ml: { xs: 0, [from]: '-4px' }, mr: { xs: 0, [from]: '8px' } },
    },
  } as const;
}
