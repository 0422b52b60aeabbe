import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { BRAND_LINKS } from '../../lib/config/storefront.ts';
import { onUrlChange } from '../../lib/navigation/history.ts';
import { brandHref, DEAL_OF_THE_DAY_HREF } from '../../lib/navigation/links.ts';
import { $isSignedIn } from '../../stores/auth.ts';
import { logOut } from '../../stores/auth-actions.ts';
import { $mobileMenuOpen, openAuthDialog, openMobileFilters } from '../../stores/dialogs.ts';
import CloseButton from '../ui/CloseButton.tsx';
import { cancelWith } from '../ui/dialog-cancel.ts';
import SignInButtons from './SignInButtons.tsx';

interface MobileMenuProps {
  /** On /search the filter button replaces the menu button (spec section 2). */
  onSearch: boolean;
  path: string;
}

/** Mobile top bar control and the side drawer from the right. */
export default function MobileMenu({ onSearch, path }: MobileMenuProps) {
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
  const link = (href: string, label: string) => (
    <a href={href} className={path === href ? 'is-active' : undefined} aria-current={path === href ? 'page' : undefined}>
      {label}
    </a>
  );

  return (
    <>
      {onSearch ? (
        <button type="button" className="icon-button" aria-label="Filters" onClick={openMobileFilters}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        <button type="button" className="icon-button" aria-label="Menu" aria-expanded={open} onClick={() => $mobileMenuOpen.set(true)}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <dialog
        ref={ref}
        className="drawer"
        aria-label="Menu"
        onCancel={cancelWith(close)}
        onClick={(event) => {
          if (event.target === ref.current) close();
        }}
      >
        <div className="drawer__header">
          <span className="drawer__title">Menu</span>
          <CloseButton label="Close menu" onClose={close} />
        </div>
        <nav className="drawer__nav" aria-label="Mobile">
          {!signedIn && (
            <div className="drawer__group">
              <a href={DEAL_OF_THE_DAY_HREF} className="drawer__deal">
                Deal of the Day
              </a>
              {BRAND_LINKS.map((brand) => (
                <a key={brand} href={brandHref(brand)}>
                  {brand}
                </a>
              ))}
            </div>
          )}
          <div className="drawer__group">
            {link('/about-us', 'About Us')}
            {link('/faq', 'FAQ')}
            {link('/sell', 'Sell')}
          </div>
          {signedIn ? (
            <>
              <div className="drawer__group">
                <p className="drawer__section">ME</p>
                {link('/profile/1', 'Profile')}
                {link('/settings', 'Settings')}
              </div>
              <button type="button" className="btn btn--ghost btn--block" onClick={() => void logOut()}>
                LOG OUT
              </button>
            </>
          ) : (
            <div className="drawer__actions">
              <SignInButtons size="block" onOpen={openDialog} />
            </div>
          )}
        </nav>
      </dialog>
    </>
  );
}
