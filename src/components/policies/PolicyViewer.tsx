import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fetchPolicyHtml } from '../../lib/api/policies.ts';
import type { StartupSettings } from '../../lib/contract/settings.ts';
import { sanitizePolicyHtml } from '../../lib/policies/sanitize.ts';
import { $startup } from '../../stores/startup.ts';
import './policies.css';

interface Props {
  /** The startup settings field holding the document's address… */
  setting?: keyof Pick<StartupSettings, 'privacy_policy' | 'term_condition'>;
  /** …or a fixed address on this site (the /test page). */
  address?: string;
  /** Names the document region for assistive technology. */
  label: string;
}

/**
 * Shows a policy document: plain GET of its HTML, sanitized before it is inserted.
 * A load failure is logged only and the page stays empty (spec section 8).
 */
export default function PolicyViewer({ setting, address, label }: Props) {
  const startup = useStore($startup);
  const source = address ?? (setting && startup ? startup[setting] : null);
  const [html, setHtml] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    fetchPolicyHtml(source, controller.signal)
      .then((raw) => setHtml(sanitizePolicyHtml(raw)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Cannot load the policy document', source, error);
      });
    return () => controller.abort();
  }, [source]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: the document is sanitised first (sanitizePolicyHtml, DOMPurify)
  return <article className="prose policy-doc" aria-label={label} aria-busy={html === null} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
