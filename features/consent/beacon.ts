/**
 * On page load, a beacon (multipart form) to the consent provider's log endpoint.
 * A necessary-category call. Failures are only logged.
 */
export function sendBannerLoad(url: string, key: string, consentSessionId: string, bannerId: string, now = Date.now()): boolean {
  if (!url) return false;
  try {
    const form = new FormData();
    form.append('key', key);
    form.append('request_type', 'banner_load');
    form.append('event_log_time', String(Math.floor(now / 1000)));
    form.append('payload', JSON.stringify({ consent_session_id: consentSessionId, banner_id: bannerId }));
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, form);
    if (!queued) console.warn('[colophon] consent: the banner_load log could not be queued.');
    return queued;
  } catch (error) {
    console.warn('[colophon] consent: the banner_load log failed.', error);
    return false;
  }
}
