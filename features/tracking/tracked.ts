/** Whether a tracking category (analytics or advertising) is allowed now. */
export const tracked = (): boolean => {
  const consent = window.colophonConsent;
  return !!consent && (consent.allowed('analytics') || consent.allowed('advertisement'));
};
