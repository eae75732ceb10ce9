/** A phone with a download arrow: the app-download mark of the banner and the prompt. */
export function PhoneMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="8" y="2.5" width="16" height="27" rx="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M14 26h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M16 8.5v9m-3.8-3.6L16 17.7l3.8-3.8" fill="none" stroke="var(--app-accent)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
