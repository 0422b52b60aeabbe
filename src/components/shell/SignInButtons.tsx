/** LOG IN and REGISTER (spec section 2), for a guest: `size` is the top bar's small pair or the drawer's full-width one. */
export default function SignInButtons({ size, onOpen }: { size: 'small' | 'block'; onOpen: (dialog: 'login' | 'register') => void }) {
  return (
    <>
      <button type="button" className={`btn btn--ghost btn--${size}`} onClick={() => onOpen('login')}>
        LOG IN
      </button>
      <button type="button" className={`btn btn--${size}`} onClick={() => onOpen('register')}>
        REGISTER
      </button>
    </>
  );
}
