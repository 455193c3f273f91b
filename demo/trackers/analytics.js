/* Demo stand-in for an analytics library: records that it ran and sends one hit. Blocked until "analytics" is allowed. */
window.colophonDemo.run('analytics.js');
window.demoAnalytics = { ready: true };
document.cookie = '_demo_ga=GA1.1.demo; path=/; max-age=86400';
new Image().src = '/demo-tracker/collect?from=analytics';
// Its event call, as analytics tags name it: each event is recorded in the page and as a hit.
window.gtag = function (command, name, params) {
  (window.colophonDemo.analyticsEvents = window.colophonDemo.analyticsEvents || []).push({ command: command, name: name, params: params });
  if (command === 'event') navigator.sendBeacon('/demo-tracker/collect?from=analytics-event&name=' + encodeURIComponent(name));
};
