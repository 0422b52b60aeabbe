// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { decapCms } from './src/integrations/decap-cms.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { interactionDirective } from './src/integrations/interaction-directive.ts';
import { firstScreenStyles } from './src/integrations/first-screen-styles.ts';
import { displayFaceSwitch } from './src/lib/first-paint/display-face-switch.ts';
import { sampleRateFrom, vitalsEndpointFrom } from './src/lib/web-vitals/sampling.ts';

// Static first: every route is pre-rendered; Pages Functions (functions/) add the edge parts.
// ASTRO_OUT_DIR lets parallel test runs build side by side without clobbering dist/.
export default defineConfig({
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? 'dist',
  site: process.env.SITE_URL ?? 'http://127.0.0.1:8788',
  trailingSlash: 'ignore',
  build: { format: 'file', inlineStylesheets: 'auto' },
  // firstScreenStyles rewrites the built pages: before securityHeaders hashes their scripts and
  // serviceWorker lists them for the precache.
  integrations: [react(), interactionDirective(), decapCms(), firstScreenStyles(), securityHeaders(), serviceWorker()],
  devToolbar: { enabled: false },
  // Field Web Vitals (docs/web-vitals.md): the share of page views measured and where they are sent.
  vite: {
    // The display typeface comes into use on the serif elements alone (display-face-switch.ts).
    css: { postcss: { plugins: [displayFaceSwitch()] } },
    define: {
      __VITALS_SAMPLE_RATE__: JSON.stringify(sampleRateFrom(process.env.PUBLIC_VITALS_SAMPLE_RATE)),
      __VITALS_ENDPOINT__: JSON.stringify(vitalsEndpointFrom(process.env.PUBLIC_VITALS_ENDPOINT)),
    },
  },
});
