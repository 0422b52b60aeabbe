import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { BRAND_LINKS } from '../../lib/config/storefront.ts';
import { OTHERS_BRAND } from '../../lib/catalog/inventory-query-rules.ts';
import { onUrlChange } from '../../lib/navigation/history.ts';
import { brandHref, DEAL_OF_THE_DAY_HREF } from '../../lib/navigation/links.ts';
import { $isSignedIn } from '../../stores/auth.ts';
import { logOut } from '../../stores/account/sign-in.ts';
import { $mobileMenuOpen, openAuthDialog, openMobileFilters } from '../../stores/dialogs.ts';
import CloseButton from '../ui/CloseButton.tsx';
import { cancelWith } from '../ui/dialog-cancel.ts';
import SignInButtons from './SignInButtons.tsx';
import { account } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';

interface MobileMenuProps {
  /** On /search the filter button replaces the menu button (spec section 2). */
  onSearch: boolean;
  path: string;
  /** The page's language's messages and prefix (absent on English pages: English, today's addresses). */
  messages?: Section<'account'>;
  /** The localized addresses of the pages linked here, by English path (lib/i18n/locales.ts localeHref). */
  hrefs?: Readonly<Record<string, string>>;
}

/** Mobile top bar control and the side drawer from the right. */
export default function MobileMenu({ onSearch, path, messages = account, hrefs }: MobileMenuProps) {
  const open = useStore($mobileMenuOpen);
  // Hydrate with what the HTML was rendered with (the defaults), then the saved value (README: Persisted state and hydration).
  const signedIn = useStore($isSignedIn, { ssr: () => false });
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return;
    if (open && !drawer.open) drawer.showModal();
    if (!open && drawer.open) drawer.close();
  }, [open]);

  // Any change of the route query closes the drawer.
  useEffect(() => onUrlChange(() => $mobileMenuOpen.set(false)), []);

  const close = () => $mobileMenuOpen.set(false);
  const openDialog = (dialog: 'login' | 'register') => {
    // Close the drawer now, not in an effect: focus goes back to the Menu button before the sign-in
    // dialog (another island, which may still be waking) records what to give focus back to.
    ref.current?.close();
    close();
    openAuthDialog(dialog);
  };
  const localized = (href: string) => (hrefs && Object.hasOwn(hrefs, href) ? (hrefs[href] ?? href) : href);
  const link = (href: string, label: string) => (
    <a href={localized(href)} className={path === href ? 'is-active' : undefined} aria-current={path === href ? 'page' : undefined}>
      {label}
    </a>
  );

  return (
    <>
      {onSearch ? (
        <button type="button" className="icon-button" aria-label={messages.filters} onClick={openMobileFilters}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        <button type="button" className="icon-button" aria-label={messages.menu} aria-expanded={open} onClick={() => $mobileMenuOpen.set(true)}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <dialog
        ref={ref}
        className="drawer"
        aria-label={messages.menu}
        onCancel={cancelWith(close)}
        onClick={(event) => {
          if (event.target === ref.current) close();
        }}
      >
        <div className="drawer__header">
          <span className="drawer__title">{messages.menu}</span>
          <CloseButton label={messages.closeMenu} onClose={close} />
        </div>
        <nav className="drawer__nav" aria-label={messages.mobileNav}>
          {!signedIn && (
            <div className="drawer__group">
              <a href={localized(DEAL_OF_THE_DAY_HREF)} className="drawer__deal">
                {messages.dealOfTheDay}
              </a>
              {BRAND_LINKS.map((brand) => (
                <a key={brand} href={localized(brandHref(brand))}>
                  {brand === OTHERS_BRAND ? messages.others : brand}
                </a>
              ))}
            </div>
          )}
          <div className="drawer__group">
            {link('/about-us', messages.aboutUs)}
            {link('/faq', messages.faq)}
            {link('/sell', messages.sell)}
          </div>
          {signedIn ? (
            <>
              <div className="drawer__group">
                <p className="drawer__section">{messages.me}</p>
                {link('/profile/1', messages.profile)}
                {link('/settings', messages.settings)}
              </div>
              <button type="button" className="btn btn--ghost btn--block" onClick={() => void logOut()}>
                {messages.logOutDrawer}
              </button>
            </>
          ) : (
            <div className="drawer__actions">
              <SignInButtons size="block" onOpen={openDialog} messages={messages} />
            </div>
          )}
        </nav>
      </dialog>
    </>
  );
}
