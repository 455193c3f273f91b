/*
 * Demo stand-in for the ad pixel's own script (what its host serves at /i18n/pixel/events.js).
 * Colophon's tracking chunk loads it only after advertising consent. Like the real one it takes
 * over the `ttq` queue; instead of sending anything it records each call in
 * window.colophonDemo.pixelCalls and as a beacon to /demo-tracker/collect?from=ad-pixel, so tests
 * see the calls in the page and on the network (a form that navigates away keeps the beacons).
 */
(function () {
  var ttq = window.ttq;
  if (!ttq || !ttq._i) return;
  var demo = (window.colophonDemo = window.colophonDemo || { runs: [], run: function () {} });
  var calls = (demo.pixelCalls = demo.pixelCalls || []);
  var methods = ['page', 'track', 'identify'];
  function record(pixel, method, args) {
    var copy = JSON.parse(JSON.stringify(args));
    calls.push({ pixel: pixel, method: method, args: copy });
    var query = new URLSearchParams({ from: 'ad-pixel', pixel: pixel, method: method, args: JSON.stringify(copy) });
    navigator.sendBeacon('/demo-tracker/collect?' + query.toString());
  }
  function goLive(id) {
    var queue = ttq._i[id];
    var waiting = queue.splice(0, queue.length);
    methods.forEach(function (method) {
      queue[method] = function () {
        record(id, method, Array.prototype.slice.call(arguments));
        return queue;
      };
    });
    waiting.forEach(function (call) {
      if (methods.indexOf(call[0]) >= 0) queue[call[0]].apply(null, call.slice(1));
    });
  }
  var sdk = new URL(document.currentScript.src).searchParams.get('sdkid');
  Object.keys(ttq._i).forEach(function (id) {
    if (!sdk || id === sdk) goLive(id);
  });
})();
