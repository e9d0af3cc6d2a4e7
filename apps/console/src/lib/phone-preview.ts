import type { SxProps } from '@mui/material';

/** The phone width the app is designed for (UI.md): the previews are drawn at it. */
export const PHONE_WIDTH = 390;

/** The frame of a phone preview: the app's width, colours and a dark bezel. */
export const phoneFrame = {
  width: PHONE_WIDTH,
  minHeight: 480,
  boxSizing: 'content-box',
  border: '8px solid #222',
  borderRadius: 4,
  bgcolor: '#f3f4f8',
  color: '#1d1d28',
  p: 1.5,
  '& img': { maxWidth: '100%' },
} satisfies SxProps;
