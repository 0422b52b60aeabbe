/** The cross that closes a dialog, panel or drawer; `label` says what it closes. */
export default function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={onClose}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </button>
  );
}
