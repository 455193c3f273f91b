/* The code an owner pasted into the page builder's HTML widget on a takeover fixture: it needs jQuery (demo/html-widget-codes.php). */
/* global jQuery */
jQuery(function ($) {
  $('#colophon-demo-jquery-note').text('Set by the page’s own jQuery code.');
});
