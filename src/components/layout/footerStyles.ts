export const FOOTER_BG = '#072a66';
export const LINK_COLOR = '#e4eaf8'; // 12.6:1 on the footer's blue

export const linkSx = { color: LINK_COLOR, display: 'inline-block', py: 0.5, '&:hover, &:focus-visible': { color: 'common.white' } } as const;
