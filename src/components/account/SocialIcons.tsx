import type { SocialProvider } from '../../lib/contract/users.ts';

/** Each provider's mark: its drawing box and its paths (fill, outline). */
const MARKS: Record<SocialProvider, { viewBox: string; paths: readonly (readonly [fill: string, d: string])[] }> = {
  google: {
    viewBox: '0 0 48 48',
    paths: [
      ['#EA4335', 'M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z'],
      ['#4285F4', 'M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z'],
      ['#FBBC05', 'M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z'],
      [
        '#34A853',
        'M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z',
      ],
    ],
  },
  facebook: {
    viewBox: '0 0 24 24',
    paths: [
      [
        '#1877F2',
        'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.25h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z',
      ],
    ],
  },
  apple: {
    viewBox: '0 0 24 24',
    paths: [
      [
        'currentColor',
        'M16.37 12.72c-.03-2.74 2.24-4.06 2.34-4.12-1.28-1.87-3.26-2.12-3.96-2.15-1.68-.17-3.29 1-4.14 1-.86 0-2.17-.98-3.57-.95-1.83.03-3.53 1.07-4.47 2.71-1.91 3.31-.49 8.2 1.37 10.89.91 1.31 1.99 2.79 3.41 2.74 1.37-.05 1.89-.88 3.55-.88 1.65 0 2.12.88 3.57.86 1.48-.03 2.41-1.34 3.31-2.66 1.04-1.52 1.47-3 1.5-3.08-.03-.01-2.87-1.1-2.91-4.36zM13.66 4.67c.75-.91 1.26-2.18 1.12-3.44-1.08.04-2.39.72-3.17 1.63-.69.8-1.3 2.09-1.14 3.32 1.21.09 2.44-.61 3.19-1.51z',
      ],
    ],
  },
};

/** Brand marks of the sign-in providers, drawn small and quiet beside the labels. */
export default function SocialIcon({ provider }: { provider: SocialProvider }) {
  const mark = MARKS[provider];
  return (
    <svg className="social-icon" width="18" height="18" viewBox={mark.viewBox} aria-hidden="true">
      {mark.paths.map(([fill, d]) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}
