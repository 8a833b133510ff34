/** The Quizwise mark and name; decorative mark, the name is the accessible text. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo-mark"
        width="28"
        height="28"
        viewBox="0 0 28 28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="28" height="28" rx="8" fill="#4338ca" />
        <path
          d="M8 14.5l4 4 8-9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-name">Quizwise</span>
    </span>
  );
}
