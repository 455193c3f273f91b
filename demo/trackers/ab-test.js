/*
 * Demo stand-in for an A/B testing tool: its conversion function `demoAbTest.convert(id)` records
 * each conversion in window.colophonDemo.conversions and as a beacon
 * (/demo-tracker/collect?from=ab-test). Blocked until "analytics" is allowed, like the real tool.
 */
window.demoAbTest = {
  convert: function (id) {
    (window.colophonDemo.conversions = window.colophonDemo.conversions || []).push(id);
    navigator.sendBeacon('/demo-tracker/collect?from=ab-test&experiment=' + encodeURIComponent(id));
  },
};
