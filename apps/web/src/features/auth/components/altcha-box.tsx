import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { activeLanguage } from '@/lib/i18n';
import { getAltchaChallenge } from '../api/get-altcha-challenge';
import { onFirstTouch } from '../utils/first-touch';

/** What a form asks of the human-verification widget. */
export interface AltchaHandle {
  /** The solved payload for the `altcha` field; solves the challenge first when needed. */
  solve: () => Promise<string>;
  /** §4, §8: after a failed submit the used challenge is replaced by a new one. */
  reset: () => Promise<void>;
}

interface AltchaBoxProps {
  handleRef: Ref<AltchaHandle>;
  /** Trial play solves without showing anything (§4 trial login). */
  invisible?: boolean;
}

type Widget = AltchaWidgetElement;

/**
 * The ALTCHA widget (§2.4, §2.5). Its script and challenge load at the player's first touch of the
 * form (or the first solve), never with the page: a form that is only looked at costs nothing.
 * Meanwhile the box shows the widget's resting look (its checkbox and label, drawn by us), so the
 * place it keeps reads as the check it is, and the widget takes it over without a shift. The
 * challenge is fetched through the API client.
 */
export const AltchaBox = ({ handleRef, invisible = false }: AltchaBoxProps) => {
  const { t, i18n } = useTranslation();
  const [widgetShown, setWidgetShown] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<Widget | null>(null);
  const payloadRef = useRef<string | null>(null);
  const readyRef = useRef<Promise<Widget> | null>(null);
  const startRef = useRef<(() => Promise<Widget>) | null>(null);

  useEffect(() => {
    let cancelled = false;
    const host = hostRef.current;
    const widget = document.createElement('altcha-widget');
    widget.addEventListener('verified', (event) => {
      payloadRef.current = (event as CustomEvent<{ payload: string }>).detail.payload;
    });
    const load = async () => {
      const loader = await import('../utils/altcha-loader');
      const language = await loader.loadWidgetLanguage(activeLanguage());
      const [challenge] = await Promise.all([
        getAltchaChallenge(),
        customElements.whenDefined('altcha-widget'),
      ]);
      if (cancelled || !host) throw new Error('the form is gone');
      const loaded = new Promise<void>((done) =>
        widget.addEventListener('load', () => done(), { once: true }),
      );
      host.appendChild(widget);
      widgetRef.current = widget;
      // Svelte upgrades the element on connect; its methods exist once it says `load`.
      if (typeof widget.configure !== 'function') await loaded;
      await widget.configure({
        challenge: challenge as never,
        auto: 'off',
        display: invisible ? 'invisible' : 'standard',
        hideFooter: true,
        language,
        name: 'altcha',
      });
      if (!cancelled) setWidgetShown(true);
      return widget;
    };
    const start = () => {
      if (!readyRef.current) {
        const ready = load();
        readyRef.current = ready;
        // A page that never submits must not report an unhandled rejection; a load that failed
        // (offline) is tried again by the next solve instead of failing every submit after it.
        ready.catch(() => {
          if (readyRef.current === ready) readyRef.current = null;
        });
      }
      return readyRef.current;
    };
    startRef.current = start;
    // Trial play solves at once; a box outside a form has no first touch to wait for.
    const form = invisible ? null : host?.closest('form');
    const stopWaiting = form ? onFirstTouch(form, () => void start()) : null;
    if (!form) void start();
    return () => {
      cancelled = true;
      stopWaiting?.();
      widget.remove();
      widgetRef.current = null;
      setWidgetShown(false);
      payloadRef.current = null;
      readyRef.current = null;
      startRef.current = null;
    };
  }, [invisible]);

  // The widget's own texts follow the app's language.
  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    void import('../utils/altcha-loader')
      .then((loader) => loader.loadWidgetLanguage(activeLanguage()))
      .then((language) => widget.configure({ language }));
  }, [i18n.language]);

  useImperativeHandle(
    handleRef,
    (): AltchaHandle => ({
      async solve() {
        if (payloadRef.current) return payloadRef.current;
        const start = startRef.current;
        if (!start) throw new Error('the form is gone');
        const widget = await start();
        if (payloadRef.current) return payloadRef.current;
        const result = await widget.verify();
        if (!result?.payload) throw new Error('human verification failed');
        payloadRef.current = result.payload;
        return result.payload;
      },
      async reset() {
        payloadRef.current = null;
        // Not loaded yet: the first load fetches a fresh challenge anyway.
        if (!readyRef.current) return;
        const widget = await readyRef.current;
        const challenge = await getAltchaChallenge();
        widget.reset();
        await widget.configure({ challenge: challenge as never });
      },
    }),
    [],
  );

  return (
    <div
      ref={hostRef}
      className={invisible ? 'altcha-box altcha-box--invisible' : 'altcha-box'}
      data-testid="altcha-box"
    >
      {invisible || widgetShown ? null : (
        // A picture of the widget until it comes: the widget itself is what a player uses.
        <div className="altcha-box__resting" aria-hidden="true" data-testid="altcha-resting">
          <span className="altcha-box__check" />
          <span>{t('auth.altcha_label')}</span>
        </div>
      )}
    </div>
  );
};
