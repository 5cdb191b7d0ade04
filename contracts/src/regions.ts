/**
 * Each account belongs to a region, served from its own origin (Document 1 §1). A user who opens
 * the app on another origin is sent to their region's sign-in; with no origin configured, nowhere.
 */
export const regionRedirectTarget = (
  regionOrigin: string | null | undefined,
  currentOrigin: string,
): string | null => {
  if (!regionOrigin) return null;
  const own = regionOrigin.replace(/\/+$/, '');
  return own === currentOrigin.replace(/\/+$/, '') ? null : `${own}/sign-in`;
};
